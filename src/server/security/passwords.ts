import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_TOO_COMMON } from '@/core/rules/password-policy';
import { badRequest } from '../errors';

// OWASP's minimum argon2id profile (ASVS 11.4.2): 19 MiB, two passes, one lane.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// The cheapest argon2id profile the library accepts, for the API tests alone: they hash and check
// thousands of passwords, and at the real cost that was a large share of their time. Verifying reads the
// cost from the stored hash, so an account made this way is also quick to sign in to.
const TEST_ONLY_ARGON2_OPTIONS = { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

let argon2Options: typeof ARGON2_OPTIONS | typeof TEST_ONLY_ARGON2_OPTIONS = ARGON2_OPTIONS;

/**
 * Switches this process to the test-only cost (true) or back to the real one (false). Refused outside
 * Vitest, so no server can run with it; the registration test asserts the real cost.
 */
export function setTestOnlyPasswordCost(cheap: boolean): void {
  if (process.env.VITEST !== 'true' || process.env.NODE_ENV === 'production') {
    throw new Error('The test-only password cost exists for the test runner alone');
  }
  argon2Options = cheap ? TEST_ONLY_ARGON2_OPTIONS : ARGON2_OPTIONS;
  decoyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

// A real hash of a random string, so that a sign-in for an unknown account costs as much as a real one.
let decoyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still spends the time, so timing reveals nothing. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Set<string> | undefined;

/** True for passwords found in public breach lists' most common entries. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a password that is on the common list; length rules are checked by the contract. */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw badRequest(PASSWORD_TOO_COMMON, { [field]: PASSWORD_TOO_COMMON });
}
