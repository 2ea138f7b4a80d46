// Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum),
// loaded on first use so the native module costs nothing at start-up.
const argon2 = () => import('@node-rs/argon2');

/** An Argon2id hash (PHC string, salt included) of a password. */
export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password);
}

// Checked when the account does not exist, so a wrong e-mail takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Whether the password matches the hash; with no hash (no such account, no password) it still spends a check's time and answers false. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (!hash) {
    await verify(await (decoyHash ??= hashPassword('decoy-password-1')), password);
    return false;
  }
  return verify(hash, password);
}
