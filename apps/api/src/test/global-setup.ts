import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a freshly initialised, empty PGlite cluster; absent when tests run on PostgreSQL. */
    pgliteSnapshot?: string;
  }
}

/** Dumps one freshly initialised PGlite cluster per run and hands the tarball's path to the test files. */
export async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  // PGlite's initdb takes several seconds, loading a dumped data dir well under one.
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-api-test-'));
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
