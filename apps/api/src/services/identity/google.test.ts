import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@storefront/test-utils';
import { startAuthEmulator, type AuthEmulator } from '../../test/firebase-emulator.js';
import { createFirebaseGoogleVerifier, type GoogleVerifier } from './google.js';

type Claims = Record<string, unknown>;

function claimsOf(idToken: string): Claims {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;
}

// The emulator's tokens are unsigned (alg none): changing the claims makes a token the emulator
// could have issued, which is how a foreign project's or an expired token is made here.
function withClaims(idToken: string, changes: Claims): string {
  const [header = ''] = idToken.split('.');
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(idToken), ...changes })).toString('base64url');
  return `${header}.${payload}.`;
}

// As an admin, the emulator takes "owner" for an access token; an admin's signUp returns no ID token.
async function callEmulator(emulator: AuthEmulator, path: string, body: object, asAdmin = false): Promise<Claims> {
  const response = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(asAdmin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Claims;
}

describe('createFirebaseGoogleVerifier against the Auth emulator', () => {
  let emulator: AuthEmulator;
  let verifier: GoogleVerifier;
  const emulatorHostBefore = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(async () => {
    emulator = await startAuthEmulator();
    verifier = createFirebaseGoogleVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host });
  }, 120_000);

  afterAll(async () => {
    if (emulatorHostBefore === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHostBefore;
    await emulator?.stop();
  }, 30_000);

  it('turns a Google sign-in into its Firebase uid, email and name', async () => {
    const idToken = await emulator.signInWithGoogle({ sub: 'google-mei', email: 'mei@example.tw', name: '林美' });
    const identity = await verifier.verify(idToken);
    expect(identity).toEqual({
      uid: claimsOf(idToken).sub,
      email: 'mei@example.tw',
      emailVerified: true,
      name: '林美',
      picture: null,
    });
    const again = await emulator.signInWithGoogle({ sub: 'google-mei', email: 'mei@example.tw' });
    expect((await verifier.verify(again))?.uid).toBe(identity?.uid);
  });

  it('answers null for strings that are not ID tokens', async () => {
    expect(await verifier.verify('not-a-token')).toBeNull();
    expect(await verifier.verify('')).toBeNull();
    expect(await verifier.verify('a.b.c')).toBeNull();
  });

  it("answers null for another project's token", async () => {
    const idToken = await emulator.signInWithGoogle({ sub: 'google-chen', email: 'chen@example.tw' });
    // Control: re-encoding alone keeps a token valid, so the changed claims are what is refused.
    expect(await verifier.verify(withClaims(idToken, {}))).not.toBeNull();
    // The emulator issues sign-in tokens for its default project only, whatever the API key.
    const foreign = withClaims(idToken, { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' });
    expect(await verifier.verify(foreign)).toBeNull();
    const otherProject = createFirebaseGoogleVerifier({ projectId: 'demo-other', emulatorHost: emulator.host });
    expect(await otherProject.verify(idToken)).toBeNull();
  });

  it('answers null for an expired token', async () => {
    const idToken = await emulator.signInWithGoogle({ sub: 'google-lin', email: 'lin@example.tw' });
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 7200;
    const expired = withClaims(idToken, { auth_time: twoHoursAgo, iat: twoHoursAgo, exp: twoHoursAgo + 3600 });
    expect(await verifier.verify(expired)).toBeNull();
  });

  it('answers null for an email and password sign-in of the same project', async () => {
    const { idToken } = await callEmulator(emulator, 'accounts:signUp?key=fake-api-key', {
      email: 'wang@example.tw',
      password: 'correct horse 42',
      returnSecureToken: true,
    });
    expect(typeof idToken).toBe('string');
    expect(claimsOf(idToken as string)).toMatchObject({ firebase: { sign_in_provider: 'password' } });
    expect(await verifier.verify(idToken as string)).toBeNull();
  });

  it('answers null once the user is deleted', async () => {
    const idToken = await emulator.signInWithGoogle({ sub: 'google-gone', email: 'gone@example.tw' });
    await callEmulator(emulator, `projects/${emulator.projectId}/accounts:delete`, { localId: claimsOf(idToken).sub }, true);
    expect(await verifier.verify(idToken)).toBeNull();
  });

  it('rejects, rather than answering null, when the emulator cannot be reached', async () => {
    const idToken = await emulator.signInWithGoogle({ sub: 'google-wu', email: 'wu@example.tw' });
    const unreachable = createFirebaseGoogleVerifier({
      projectId: emulator.projectId,
      emulatorHost: `127.0.0.1:${await findFreePort()}`,
    });
    await expect(unreachable.verify(idToken)).rejects.toMatchObject({ code: 'app/network-error' });
  });

  it('refuses to verify for Google while the emulator variable is set, since no signature would be checked', async () => {
    const idToken = await emulator.signInWithGoogle({ sub: 'google-ho', email: 'ho@example.tw' });
    // The emulator's verifier sets the variable, as it does in a process that uses both.
    expect(await verifier.verify(idToken)).not.toBeNull();
    const production = createFirebaseGoogleVerifier({ projectId: emulator.projectId });
    await expect(production.verify(idToken)).rejects.toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });
});
