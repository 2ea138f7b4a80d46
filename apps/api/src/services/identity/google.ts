import type { Auth } from 'firebase-admin/auth';

/** What a verified Google sign-in tells the shop. */
export interface GoogleIdentity {
  /** The Firebase uid: stable per Firebase project, the key an account is linked by. */
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** Checks the Firebase ID token a storefront obtained from a Google sign-in. */
export interface GoogleVerifier {
  /**
   * The identity the token proves; null when the token is malformed, expired, revoked, of another
   * project, of a deleted or disabled user, or not from a google.com sign-in. Rejects when the
   * check itself fails (Google's keys or the emulator unreachable): that is a server fault, not a bad token.
   */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

// firebase-admin's codes for a token that is not acceptable, as opposed to a failure to check it.
// auth/argument-error covers malformed tokens, bad signatures and wrong audience or issuer;
// user-not-found and user-disabled come from the user lookup the emulator mode always does.
const REJECTED_TOKEN_CODES: ReadonlySet<string> = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-not-found',
  'auth/user-disabled',
]);

function isRejectedToken(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && REJECTED_TOKEN_CODES.has(error.code)
  );
}

// FIREBASE_AUTH_EMULATOR_HOST is firebase-admin's only way to the emulator, and it is process-wide.
// firebase-admin reads it twice: once when getAuth() creates an app's Auth, to fix the address of
// its user lookups, so it must be set before loadAuth; and at every verifyIdToken, to decide whether
// to check signatures at all (the emulator issues unsigned tokens). A verifier meant for Google's
// keys therefore refuses to run while it is set rather than accept forged tokens.
function applyEmulatorHost(emulatorHost: string | undefined): void {
  if (emulatorHost !== undefined) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  } else if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is set but this Google verifier was not configured for the emulator');
  }
}

// firebase-admin takes a noticeable share of start-up to load: only the first Google sign-in pays for it.
async function loadAuth(projectId: string, emulatorHost: string | undefined): Promise<Auth> {
  const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  // Verifying ID tokens needs only the project id (no credentials). One named app per project and
  // emulator address, since an app's Auth keeps the address it was created with, reused so that
  // several verifiers of the same setting, as tests create, do not collide on the name.
  const name = `google-verifier:${projectId}@${emulatorHost ?? 'google'}`;
  const app = getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

/**
 * A GoogleVerifier that checks Firebase ID tokens of `projectId` with firebase-admin, against
 * Google's public keys, or against the Auth emulator at `emulatorHost` (host:port) when given.
 */
export function createFirebaseGoogleVerifier(options: { projectId: string; emulatorHost?: string }): GoogleVerifier {
  let auth: Promise<Auth> | undefined;
  return {
    async verify(idToken) {
      applyEmulatorHost(options.emulatorHost);
      auth ??= loadAuth(options.projectId, options.emulatorHost);
      let decoded;
      try {
        decoded = await (await auth).verifyIdToken(idToken);
      } catch (error) {
        if (isRejectedToken(error)) return null;
        throw error;
      }
      // The same Firebase project also signs in with passwords, anonymously or by custom token.
      if (decoded.firebase.sign_in_provider !== 'google.com') return null;
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        picture: decoded.picture ?? null,
      };
    },
  };
}
