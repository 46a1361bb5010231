import { graphql, pickRelease, signUpMember, useSession } from '../support/api';
import { expect, test } from '../support/test';

type Track = { song: { id: string; title: string; artists: { name: string }[] } | null };

/** A quoted CSV cell. */
const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;

test.describe('history imports', () => {
  test('a member imports a plain CSV, follows the progress bar, resolves the unmatched row in the review screen, and the items are checked', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/welcome');
    const member = await signUpMember(page, 'imports');
    await useSession(page, member);

    // Two songs of a demo release are listened to; a third is logged under a name the catalog does not know.
    let release = { id: '', title: '' };
    let songs: NonNullable<Track['song']>[] = [];
    for (let index = 0; index < 20 && songs.length < 3; index++) {
      release = await pickRelease(page, index);
      const data = await graphql<{ release: { tracks: Track[] } }>(
        page,
        'query ($id: ID!) { release(id: $id) { tracks { song { id title artists { name } } } } }',
        { id: release.id },
      );
      songs = data.release.tracks.flatMap((track) => (track.song?.artists[0] ? [track.song] : []));
    }
    const [first, second, third] = songs;
    if (!first || !second || !third) throw new Error('no demo release with three tracks');
    const artist = first.artists[0]?.name ?? '';
    const csv = [
      'artist,title,release,date,rating,review',
      `${cell(artist)},${cell(first.title)},${cell(release.title)},2024-05-01T20:00:00Z,,`,
      `${cell(second.artists[0]?.name ?? artist)},${cell(second.title)},${cell(release.title)},2024-05-01T20:05:00Z,,`,
      `${cell('Somebody Nobody Knows')},${cell(`${third.title} (bootleg)`)},,2024-05-01T20:10:00Z,,`,
    ].join('\n');

    await page.goto('/settings?tab=data');
    await page.getByRole('link', { name: 'Import your history' }).click();
    await expect(page).toHaveURL(/\/settings\/import$/);
    await expect(page.getByRole('heading', { name: 'Import your listening history' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'my-history.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();

    await expect(page.getByTestId('import-format')).toHaveText(/Detected: Plain CSV/);
    await expect(page.getByTestId('import-progress')).toBeVisible();
    await expect(page.getByText('Done', { exact: true })).toBeVisible();
    await expect(page.getByTestId('import-counts')).toHaveText(/^3 rows read · 2 matched · 3 written/);
    // The row the catalog lacked was looked up at MusicBrainz (the journeys' fake), which does not know it either.
    await expect(page.getByTestId('import-musicbrainz')).toHaveText(
      /^1 row the catalog lacked was looked up at MusicBrainz/,
    );
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    // The review screen: the one unmatched row, found by searching the catalog for its song.
    const row = page.getByTestId('review-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Somebody Nobody Knows');
    await expect(row).toContainText('not found in the catalog or at MusicBrainz');
    const search = row.getByLabel('Search the catalog for the song');
    await search.fill(third.title);
    await row
      .getByRole('button', { name: `Choose ${third.title}` })
      .first()
      .click();
    await expect(page.getByText(/Matched 1 row with that text/)).toBeVisible();
    await expect(page.getByTestId('review-row')).toHaveCount(0);
    await expect(page.getByTestId('import-counts')).toHaveText(/3 matched/);

    // The two matched songs and the chosen one are checked for the member.
    const imports = await page.request.get('/api/imports', { headers: { authorization: member.token } });
    const [job] = ((await imports.json()) as { imports: { id: number }[] }).imports;
    const resolved = await page.request.get(`/api/imports/${job?.id}/rows?view=resolved`, {
      headers: { authorization: member.token },
    });
    const chosen = ((await resolved.json()) as { rows: { item: { id: number } }[] }).rows[0]?.item.id;
    for (const id of [first.id, second.id, String(chosen)]) {
      const data = await graphql<{ song: { currentUserHasChecked: boolean } }>(
        page,
        'query ($id: ID!) { song(id: $id) { currentUserHasChecked } }',
        { id },
        member.token,
      );
      expect(data.song.currentUserHasChecked).toBe(true);
    }
    await page.goto(`/songs/${first.id}`);
    await expect(page.getByRole('heading', { name: first.title }).first()).toBeVisible();
  });
});
