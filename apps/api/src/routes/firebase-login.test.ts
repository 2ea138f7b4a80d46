import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@storefront/api-contract';
import { createFirebaseGoogleVerifier, type GoogleVerifier } from '../services/identity/google.js';
import { expectError, expectOk, get, post } from '../test/accounts.js';
import { startAuthEmulator, type AuthEmulator } from '../test/firebase-emulator.js';
import { useSeededApp } from '../test/seeded-app.js';

// Google sign-in end to end: a Google user signs in to the Firebase Auth emulator, and the API
// verifies the ID token with firebase-admin against that emulator.

let emulator: AuthEmulator | undefined;
let verifier: GoogleVerifier | undefined;
const seeded = useSeededApp({
  google: { verify: (idToken) => verifier!.verify(idToken) },
});

beforeAll(async () => {
  emulator = await startAuthEmulator();
  verifier = createFirebaseGoogleVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host });
}, 120_000);

afterAll(async () => {
  await emulator?.stop();
}, 30_000);

describe('POST /v1/account/firebaseLogin against the Auth emulator', () => {
  it('logs a Google user in as a new member, and as the same member next time', async () => {
    const user = { sub: 'google-user-1', email: 'mei@gmail.example', name: '王小美' };
    const first = await post(seeded.app, '/account/firebaseLogin', { id_token: await emulator!.signInWithGoogle(user) });
    expectOk(first);
    const me = await get(seeded.app, '/personal', { token: first.json().data.token });
    expect(me.json().data).toMatchObject({ account_name: '王小美', account_status: 'active' });

    const second = await post(seeded.app, '/account/firebaseLogin', { id_token: await emulator!.signInWithGoogle(user) });
    expectOk(second);
    const again = await get(seeded.app, '/personal', { token: second.json().data.token });
    expect(again.json().data.user_id).toBe(me.json().data.user_id);
  });

  it('refuses a token that is not a Firebase ID token', async () => {
    expectError(
      await post(seeded.app, '/account/firebaseLogin', { id_token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' }),
      400,
      ErrorCode.LOGIN_FAILED,
    );
  });
});
