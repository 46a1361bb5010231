import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER, type CurrentUser, signUp } from './accounts-helpers.ts';
import { useTestServer } from './test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'earmark-avatars-'));
const server = useTestServer({ dataDir });

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    [format]()
    .toBuffer();

function upload(token: string | null, body: Buffer | string, type = 'image/png') {
  return server.current.app.inject({
    method: 'PUT',
    url: '/api/avatar',
    payload: body,
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const storedFiles = () =>
  existsSync(path.join(dataDir, 'avatars')) ? readdirSync(path.join(dataDir, 'avatars')) : [];

describe('avatars', () => {
  it('squares an upload to 400×400 WebP, serves it cached, and shows it as the avatar', async () => {
    const member = await signUp(server.current);
    const response = await upload(member.token, await picture(900, 500, 'jpeg'), 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const { avatar } = response.json() as { avatar: string };
    expect(avatar).toMatch(/^\/avatars\/\d+-[a-f0-9]{16}\.webp$/);

    const served = await server.current.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);

    const me = await server.current.graphql<CurrentUser>(CURRENT_USER, {}, { token: member.token });
    expect(me.body.data?.currentUser?.avatar).toBe(avatar);
  });

  it('judges the picture by its content: a text file called an image, a tiny picture and a huge body are refused', async () => {
    const member = await signUp(server.current);
    const text = await upload(member.token, 'not a picture at all, only words', 'image/png');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ message: expect.stringContaining('not a picture') });
    const tiny = await upload(member.token, await picture(20, 20));
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json()).toEqual({ message: expect.stringContaining('at least 64') });
    const huge = await upload(member.token, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    const pdf = await upload(member.token, await picture(100, 100), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    const me = await server.current.graphql<CurrentUser>(CURRENT_USER, {}, { token: member.token });
    expect(me.body.data?.currentUser?.avatar).toMatch(/^\/covers\/users\//);
  });

  it('refuses a guest, and serves nothing outside the avatars folder', async () => {
    expect((await upload(null, await picture(100, 100))).statusCode).toBe(401);
    expect((await server.current.app.inject({ method: 'DELETE', url: '/api/avatar' })).statusCode).toBe(401);
    for (const url of [
      '/avatars/..%2F..%2Fetc%2Fpasswd',
      '/avatars/1-0000000000000000.webp',
      '/avatars/x.png',
    ]) {
      expect((await server.current.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('a new upload replaces the old file; removing goes back to the drawn avatar and deletes the file', async () => {
    const member = await signUp(server.current);
    const first = (await upload(member.token, await picture(300, 300))).json() as { avatar: string };
    const second = (await upload(member.token, await picture(320, 300))).json() as { avatar: string };
    const name = (url: string) => url.split('/').pop() ?? '';
    expect(storedFiles()).not.toContain(name(first.avatar));
    expect(storedFiles()).toContain(name(second.avatar));

    const removed = await server.current.app.inject({
      method: 'DELETE',
      url: '/api/avatar',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(removed.json()).toEqual({ avatar: `/covers/users/${member.username}.svg` });
    expect(storedFiles()).not.toContain(name(second.avatar));
    expect((await server.current.app.inject({ method: 'GET', url: second.avatar })).statusCode).toBe(404);
  });
});
