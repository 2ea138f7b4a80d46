import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import * as schema from './schema.js';

/** The Drizzle database the routes and services use: the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface HandleBase {
  /** Closes the connection; PGlite must be closed or the process never exits. */
  close(): Promise<void>;
  /** Where the data lives, for start-up messages. */
  description: string;
}

/** An open database: the driver-specific Drizzle instance, which the migrator needs, and its description. */
export type DatabaseHandle =
  | (HandleBase & { driver: 'pglite'; db: PgliteDatabase<typeof schema> & { $client: PGlite } })
  | (HandleBase & { driver: 'postgres'; db: NodePgDatabase<typeof schema>; pool: Pool });

/** Where to open the database: PostgreSQL when databaseUrl is set, else PGlite in dataDir (in memory without one). */
export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** The most connections to PostgreSQL at once; default node-postgres's (10). */
  poolMax?: number;
  dataDir?: string;
  /** Starts PGlite from a `dumpDataDir` tarball instead of running initdb, which takes seconds. */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL (databaseUrl) or embedded PGlite (dataDir, or memory) behind one Drizzle API. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const { databaseUrl, poolMax, dataDir, loadDataDir } = options;
  // Each driver is imported only when used: loading both would slow every start-up.
  if (databaseUrl) {
    const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: databaseUrl, ...(poolMax !== undefined && { max: poolMax }) });
    // An idle connection the server ends (restart, pg_terminate_backend, DROP DATABASE ... FORCE)
    // is an 'error' event; unheard, it crashes the process. The pool drops that client and the
    // next query opens a new one, so a warning is all it needs.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    // Fail at start-up, not on the first request, when the server is unreachable.
    (await pool.connect()).release();
    return {
      driver: 'postgres',
      db: drizzle({ client: pool, schema }),
      pool,
      description: `PostgreSQL ${redactPassword(databaseUrl)}`,
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  const reused = dataDir !== undefined && existsSync(join(dataDir, 'PG_VERSION'));
  // PGlite creates the data directory itself but not its parents (.data/ on a fresh checkout).
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({ ...(dataDir && { dataDir }), ...(loadDataDir && { loadDataDir }) });
    return {
      driver: 'pglite',
      db: drizzle({ client, schema }),
      description: dataDir ? `PGlite data dir ${reused ? 'reused' : 'created'}: ${dataDir}` : 'PGlite in memory',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Thrown when another live process (the API, the admin tool) has a PGlite data directory open. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * Claims a PGlite data directory for this process with a lock file beside it holding the pid:
 * PGlite serves one process, and a second one writing the same files would corrupt them. A lock
 * left by a process that no longer runs (killed) is taken over. Answers the release function.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new DataDirInUseError(
          `The PGlite data directory ${dataDir} is in use by process ${pid}: PGlite serves one process. Stop it first, or use PostgreSQL (DATABASE_URL).`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the PGlite data directory ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function redactPassword(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return 'connection string';
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
