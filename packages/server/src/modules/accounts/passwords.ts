import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1 (`algorithm: 2` is Argon2id). */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** A hash of no one's password, verified when the account does not exist so both paths cost the same. */
let decoyHash: Promise<string> | undefined;

/** Whether the password matches; a missing hash (no such member, no password) still costs one verify. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy password that matches nobody');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

let commonPasswords: Set<string> | undefined;

/** The bundled list of common passwords (see common-passwords.LICENSE.txt), loaded on first use. */
function loadCommonPasswords(): Set<string> {
  const gz = readFileSync(new URL('./common-passwords.txt.gz', import.meta.url));
  return new Set(gunzipSync(gz).toString('utf8').split('\n').filter(Boolean));
}

/** True when the password (ignoring case) is one of the bundled common passwords. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.size;
}
