import { graphql, pickRelease, signUpMember, useSession } from '../support/api';
import { expect, test } from '../support/test';

type Track = {
  title: string;
  song: { mbid: string | null; title: string; artists: { name: string }[] } | null;
};

test.describe('listens', () => {
  test('a member makes an API token, a scrobbler posts a listen with it, the release counts it, and the export downloads', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/welcome');
    const member = await signUpMember(page, 'listens');
    await useSession(page, member);

    await page.goto('/settings?tab=data');
    await expect(page.getByRole('heading', { name: 'API token' })).toBeVisible();
    await expect(page.getByText(/\/apis\/listenbrainz$/)).toBeVisible();
    await page.getByRole('button', { name: 'Generate token' }).click();
    const shown = page.getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect(shown).toBeVisible();
    const token = (await shown.textContent()) ?? '';
    await expect(page.getByRole('button', { name: 'Regenerate token' })).toBeVisible();

    const valid = await page.request.get('/apis/listenbrainz/1/validate-token', {
      headers: { authorization: `Token ${token}` },
    });
    expect(await valid.json()).toMatchObject({ valid: true, user_name: member.username });

    // A release of the demo catalog with tracks; its first song is the one "played".
    let release = { id: '', title: '' };
    let track: Track | undefined;
    let tracksCount = 0;
    for (let index = 0; index < 20 && !track?.song; index++) {
      release = await pickRelease(page, index);
      const data = await graphql<{ release: { tracksCount: number; tracks: Track[] } }>(
        page,
        'query ($id: ID!) { release(id: $id) { tracksCount tracks { title song { mbid title artists { name } } } } }',
        { id: release.id },
      );
      track = data.release.tracks[0];
      tracksCount = data.release.tracksCount;
    }
    const song = track?.song;
    if (!song) throw new Error('no demo release with tracks');
    const submitted = await page.request.post('/apis/listenbrainz/1/submit-listens', {
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      data: {
        listen_type: 'single',
        payload: [
          {
            listened_at: Math.floor(Date.now() / 1000) - 60,
            track_metadata: {
              artist_name: song.artists[0]?.name ?? 'Unknown',
              track_name: song.title,
              additional_info: song.mbid ? { recording_mbid: song.mbid } : {},
            },
          },
        ],
      },
    });
    expect(submitted.status()).toBe(200);
    expect(await submitted.json()).toEqual({ status: 'ok' });

    await page.goto(`/releases/${release.id}`);
    await expect(page.getByTestId('listened-tracks')).toHaveText(
      `You have listened to 1 of ${tracksCount} ${tracksCount === 1 ? 'track' : 'tracks'}`,
    );

    await page.goto(`/users/${member.username}`);
    await expect(page.getByRole('heading', { name: 'Recent listens' })).toBeVisible();
    await expect(page.getByText(song.title).first()).toBeVisible();

    await page.goto('/settings/export');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^earmark-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('earmark.json'))).toBe(true);
    await expect(page.getByText(/^Saved as earmark-export-/)).toBeVisible();
  });
});
