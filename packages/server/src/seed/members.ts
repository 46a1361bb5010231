import type { TableBatch } from './bulk-insert.ts';
import { personName, usernameBase } from './names.ts';
import { rngFor } from './prng.ts';
import { DAY, NOW } from './scale.ts';
import { bio } from './text.ts';

export const DEMO_USER = {
  id: 1,
  username: 'demolistener',
  email: 'demolistener@earmark.localhost',
  password: 'listen-to-more-music',
} as const;
/** The staff account that official lists and the charts list belong to. */
export const STAFF_USER_ID = 2;
export const PLACEHOLDER_USER_ID = 3;
export const PLACEHOLDER_USERNAME = 'deleted-member';

export type MemberIndex = {
  count: number;
  createdAt: Int32Array;
};

/** Members who listen, follow and write: everyone but the staff account and the placeholder. */
export function isListener(id: number): boolean {
  return id !== STAFF_USER_ID && id !== PLACEHOLDER_USER_ID;
}

const WEBSITES = [
  (u: string) => `https://${u.replace(/[._]/g, '')}.bandcamp.com`,
  (u: string) => `https://www.${u.replace(/[._]/g, '')}.net`,
  (u: string) => `https://${u.replace(/[._]/g, '')}.substack.com`,
];

/**
 * Writes every account. Only the demo member can sign in (its password is public, so it is no
 * admin: SEED_ADMIN=1 makes it one at start); the other members and the staff account have no
 * password at all.
 */
export function generateMembers(count: number, passwordHash: string, batch: TableBatch): MemberIndex {
  const index: MemberIndex = { count, createdAt: new Int32Array(count + 1) };
  const taken = new Set<string>([DEMO_USER.username, 'earmark', PLACEHOLDER_USERNAME]);
  const demoCreated = NOW - 620 * DAY;
  batch.add(
    DEMO_USER.id,
    DEMO_USER.username,
    DEMO_USER.email,
    passwordHash,
    'Demo',
    'Listener',
    'Trying out Earmark: checking, rating and reflecting on everything I hear.',
    'https://earmark.localhost',
    false,
    false,
    false,
    'WEB',
    demoCreated,
    demoCreated,
  );
  const staffCreated = NOW - 2100 * DAY;
  const staff = ['Earmark', 'Staff', 'The Earmark team.', null, true, true, false, 'WEB'] as const;
  batch.add(STAFF_USER_ID, 'earmark', 'staff@earmark.localhost', null, ...staff, staffCreated, staffCreated);
  const placeholder = [null, null, null, null, false, false, true, 'WEB'] as const;
  batch.add(
    PLACEHOLDER_USER_ID,
    PLACEHOLDER_USERNAME,
    'deleted-member@earmark.localhost',
    null,
    ...placeholder,
    staffCreated,
    staffCreated,
  );
  index.createdAt.set([0, demoCreated, staffCreated, staffCreated]);
  for (let id = PLACEHOLDER_USER_ID + 1; id <= count; id++) {
    const rng = rngFor('member', id);
    let username = usernameBase(rng);
    while (taken.has(username)) username = `${usernameBase(rng).slice(0, 36)}${rng.int(1, 9999)}`;
    taken.add(username);
    const named = rng.chance(0.45) ? personName(rng) : null;
    const createdAt = NOW - 30 * DAY - Math.floor(rng.next() ** 1.5 * 2000 * DAY);
    batch.add(
      id,
      username,
      `${username}@earmark.localhost`,
      null,
      named?.first ?? null,
      named?.last ?? null,
      rng.chance(0.7) ? bio(rng) : null,
      rng.chance(0.3) ? rng.pick(WEBSITES)(username) : null,
      false,
      false,
      false,
      rng.chance(0.2) ? 'NATIVE' : 'WEB',
      createdAt,
      createdAt,
    );
    index.createdAt[id] = createdAt;
  }
  return index;
}
