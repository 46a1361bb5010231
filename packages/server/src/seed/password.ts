import { hash } from '@node-rs/argon2';
import { DEMO_USER } from './members.ts';

/** The parameters the accounts module uses for every password (OWASP's argon2id minimum). */
/** `algorithm: 2` is Algorithm.Argon2id (an ambient const enum that isolated modules cannot read). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The demo password's hash, shared by every seeded member. The salt is fixed so that two seeds
 * write identical rows; it is the same for everyone only because the password is public anyway.
 */
export function demoPasswordHash(): Promise<string> {
  return hash(DEMO_USER.password, { ...ARGON2_OPTIONS, salt: new TextEncoder().encode('earmark-demo-seed') });
}
