import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id baseline (m = 19 MiB, t = 2, p = 1); `algorithm: 2` is Argon2id (a const enum upstream).
const options: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a sign-in for an unknown e-mail can't be told apart by timing. */
export async function verifyAgainstNothing(password: string) {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}
