import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/client.js';
import { members, serverSecrets, sessions } from '../db/schema.js';

/** How long a login lasts: 30 days, then the member logs in again. */
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
const ALGORITHM = 'HS256';
const SECRET_NAME = 'session_signing_key';

/** A logged-in member as a request knows it: whose session, and which one (logout ends it). */
export interface SessionMember {
  userId: string;
  sessionId: string;
}

/** Issues and checks session tokens: HS256 JWTs naming a session row, so ending the row ends the token. */
/** A session row just written, waiting for its token (see SessionStore.open). */
interface OpenedSession {
  sessionId: string;
  userId: string;
  expiresAt: Date;
}

/** Issues and checks session tokens: HS256 JWTs naming a session row, so ending the row ends the token. */
export interface SessionStore {
  /** Starts a session for the member and answers its token. */
  start(userId: string): Promise<string>;
  /**
   * Writes a session inside the caller's transaction; sign it once the transaction is done. (Signing
   * may first read the key from the database, which on PGlite's single connection cannot happen
   * while a transaction holds it.)
   */
  open(tx: Database, userId: string): Promise<OpenedSession>;
  /** The token of an opened session. */
  sign(session: OpenedSession): Promise<string>;
  /** The member of a token whose signature, expiry and session are valid and whose account is not suspended; else null. */
  verify(token: string): Promise<SessionMember | null>;
  /** Ends one session (logout). */
  end(sessionId: string): Promise<void>;
  /** Ends every session of a member (password changed); pass the transaction to end them with it. */
  endAll(db: Database, userId: string): Promise<void>;
}

/**
 * The session store on a database. The signing key is JWT_SECRET when given; otherwise a random key
 * generated on first use and kept in server_secrets, so tokens survive restarts without setup.
 */
export function createSessionStore(db: Database, jwtSecret: string | undefined): SessionStore {
  let key: Promise<Uint8Array> | undefined;
  const signingKey = () => (key ??= jwtSecret ? Promise.resolve(new TextEncoder().encode(jwtSecret)) : storedKey(db));

  const store: SessionStore = {
    async start(userId) {
      return store.sign(await store.open(db, userId));
    },

    async open(tx, userId) {
      const session = { sessionId: randomUUID(), userId, expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) };
      await tx.insert(sessions).values(session);
      return session;
    },

    async sign({ sessionId, userId, expiresAt }) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(await signingKey());
    },

    async verify(token) {
      let claims: { sub?: string; jti?: string };
      try {
        ({ payload: claims } = await jwtVerify(token, await signingKey(), { algorithms: [ALGORITHM] }));
      } catch {
        return null;
      }
      if (!claims.sub || !claims.jti) return null;
      const [row] = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .innerJoin(members, eq(members.userId, sessions.userId))
        .where(
          and(
            eq(sessions.sessionId, claims.jti),
            eq(sessions.userId, claims.sub),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(members.accountStatus, 'active'),
          ),
        );
      return row ? { userId: row.userId, sessionId: claims.jti } : null;
    },

    async end(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
    },

    async endAll(tx, userId) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
  return store;
}

async function storedKey(db: Database): Promise<Uint8Array> {
  // Two processes starting at once both insert; the first key wins and both read it back.
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('the session signing key could not be stored');
  return Buffer.from(row.value, 'base64url');
}
