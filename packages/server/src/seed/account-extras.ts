import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { selectRows } from '../db/select-rows.ts';
import type { Tx } from '../db/transaction.ts';
import { storeAvatar } from '../modules/accounts/index.ts';
import { DEMO_USER, PLACEHOLDER_USER_ID } from './members.ts';

const AVATAR_COLORS = [
  ['#f97316', '#7c2d12'],
  ['#14b8a6', '#134e4a'],
  ['#8b5cf6', '#3b0764'],
  ['#eab308', '#713f12'],
  ['#ec4899', '#831843'],
  ['#3b82f6', '#1e3a8a'],
] as const;

/** A drawn picture for a demo avatar: a gradient with the member's initial, as an upload would be. */
function demoPicture(username: string, index: number): Promise<Buffer> {
  const [light, dark] = AVATAR_COLORS[index % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
  const initial = username.charAt(0).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <circle cx="450" cy="140" r="90" fill="#ffffff" fill-opacity="0.18"/>
    <text x="300" y="390" font-family="sans-serif" font-size="300" font-weight="700"
      text-anchor="middle" fill="#ffffff">${initial}</text></svg>`;
  return sharp(Buffer.from(svg)).resize(400, 400).webp({ quality: 82 }).toBuffer();
}

/**
 * The demo's account settings: two private profiles, one a friend of the demo member (whose
 * listening the demo member sees) and one not (whose profile shows the private notice), and
 * uploaded avatars for the most active members, written under DATA_DIR/avatars when given.
 */
export async function seedAccountExtras(db: Tx, options: { dataDir?: string | undefined }): Promise<void> {
  const [friend] = await selectRows<{ id: number }>(
    db,
    sql`select f.followee_id as id from follows f
      join follows back on back.follower_id = f.followee_id and back.followee_id = f.follower_id
      where f.follower_id = ${DEMO_USER.id} and f.followee_id > ${PLACEHOLDER_USER_ID}
      order by f.followee_id limit 1`,
  );
  const [stranger] = await selectRows<{ id: number }>(
    db,
    sql`select id from users u where id > ${PLACEHOLDER_USER_ID} and number_of_checks > 0
      and not exists (select 1 from follows where follower_id = ${DEMO_USER.id} and followee_id = u.id)
      and not exists (select 1 from follows where follower_id = u.id and followee_id = ${DEMO_USER.id})
      order by id limit 1`,
  );
  const privateIds = [friend?.id, stranger?.id].filter((id): id is number => id !== undefined);
  for (const id of privateIds) await db.execute(sql`update users set is_private = true where id = ${id}`);

  if (!options.dataDir) return;
  const active = await selectRows<{ id: number; username: string }>(
    db,
    sql`select id, username from users where id > ${PLACEHOLDER_USER_ID}
      order by number_of_checks desc, id limit 6`,
  );
  for (const [index, member] of active.entries()) {
    const name = createHash('sha256').update(`demo-avatar:${member.id}`).digest('hex').slice(0, 16);
    const url = await storeAvatar(
      { dataDir: options.dataDir },
      member.id,
      await demoPicture(member.username, index),
      name,
    );
    await db.execute(sql`update users set avatar = ${url} where id = ${member.id}`);
  }
}
