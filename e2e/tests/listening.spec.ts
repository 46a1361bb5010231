import type { Page } from '@playwright/test';
import { graphql, type Member, signUpMember, useSession } from '../support/api';
import { expect, test } from '../support/test';

/** A release with at least one track and a credited artist, from the demo catalog. */
async function pickRelease(page: Page, index: number) {
  const data = await graphql<{ newestReleases: { edges: { node: { id: string; title: string } }[] } }>(
    page,
    '{ newestReleases(limit: 12) { edges { node { id title } } } }',
  );
  const node = data.newestReleases.edges[index]?.node;
  if (!node) throw new Error('no release');
  const detail = await graphql<{
    release: { artists: { id: string }[]; tracks: { song: { id: string; title: string } }[] };
  }>(page, 'query($id: ID!) { release(id: $id) { artists { id } tracks { song { id title } } } }', {
    id: node.id,
  });
  const songs = detail.release.tracks.map((track) => track.song);
  return {
    ...node,
    artistId: detail.release.artists[0]?.id ?? '',
    song: songs[0],
    rowSong: songs[1] ?? songs[0],
  };
}

/** A new member, signed in on the page (the page must be on the app's origin). */
async function signedIn(page: Page, prefix: string): Promise<Member> {
  const member = await signUpMember(page, prefix);
  await useSession(page, member);
  return member;
}

const actions = (page: Page) => page.getByRole('group', { name: 'Listening actions' }).first();

test.describe('listening', () => {
  test('a guest is prompted; a member checks, reacts, rates, deep-listens and queues from the release and song pages', async ({
    page,
  }) => {
    // A long walk: guest prompts, signup, every action on the pages, each kept after a reload.
    test.setTimeout(90_000);
    await page.goto('/');
    const album = await pickRelease(page, 0);
    const later = await pickRelease(page, 1);

    // A guest: liking asks to sign up; checking is kept on the device with the sign-up toast.
    await page.goto(`/releases/${album.id}`);
    await actions(page).getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByText('Please sign up to like albums.')).toBeVisible();
    await actions(page).getByRole('button', { name: 'Mark as listened' }).click();
    await expect(page.getByText('Sign up to save your data')).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Listened' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/collection');
    await expect(page.getByText('Please login to view your collection')).toBeVisible();

    // A member, on the release page.
    await signedIn(page, 'listen_');
    await page.goto(`/releases/${album.id}`);
    const bar = actions(page);
    await bar.getByRole('button', { name: 'Mark as listened' }).click();
    await expect(bar.getByRole('button', { name: 'Listened' })).toHaveAttribute('aria-pressed', 'true');
    await bar.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(bar.getByRole('button', { name: 'Liked' })).toBeVisible();
    await bar.getByRole('button', { name: 'Love', exact: true }).click();
    await expect(bar.getByRole('button', { name: 'Loved' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
    await bar.getByRole('button', { name: 'Rate', exact: true }).click();
    // Half stars: each half is a radio of its own.
    await page.getByRole('dialog').getByRole('radio', { name: '4.5 stars' }).click();
    await page.getByRole('button', { name: 'Save rating' }).click();
    await expect(bar.getByRole('button', { name: 'Rated 4.5' })).toBeVisible();
    await bar.getByRole('button', { name: /More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Deep listen' }).click();
    // The deep listen shows as headphones on the Listened button.
    await expect(
      bar.getByRole('button', { name: 'Listened' }).locator('.tabler-icon-headphones'),
    ).toBeVisible();

    // A song checked from the release's track list, kept after a reload.
    if (album.rowSong) {
      const row = (p: Page) =>
        p.getByRole('group', { name: `Song actions for ${album.rowSong?.title}`, exact: true }).first();
      // Each button names its track (issue #29: a row of identical icons otherwise).
      const title = album.rowSong.title;
      await row(page)
        .getByRole('button', { name: `Mark as listened: ${title}`, exact: true })
        .click();
      await expect(
        row(page).getByRole('button', { name: `Listened: ${title}`, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(
        row(page).getByRole('button', { name: `Listened: ${title}`, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
    }

    // Another release For Later, a song favorited from its page.
    await page.goto(`/releases/${later.id}`);
    await actions(page).getByRole('button', { name: 'Add to For Later' }).click();
    await expect(actions(page).getByRole('button', { name: 'In For Later' })).toBeVisible();
    if (album.song) {
      await page.goto(`/songs/${album.song.id}`);
      await actions(page).getByRole('button', { name: 'Favorite', exact: true }).click();
      await expect(actions(page).getByRole('button', { name: 'Favorited' })).toBeVisible();
    }
  });

  test('the collection finds what a member listened to, by status, reaction and type', async ({ page }) => {
    await page.goto('/');
    const album = await pickRelease(page, 0);
    const later = await pickRelease(page, 1);
    const member = await signedIn(page, 'collect_');
    // What the first journey does through the pages, done through the API here.
    const run = (mutation: string, variables: Record<string, unknown>) =>
      graphql(page, `mutation($id: ID!) { ${mutation} }`, variables, member.token);
    await run('checkRelease(releaseId: $id) { id }', { id: album.id });
    await run('loveItem(itemId: $id, itemType: RELEASE) { __typename }', { id: album.id });
    await run('markDeepListen(itemId: $id, itemType: RELEASE) { __typename }', { id: album.id });
    await run('addToListenTo(releaseId: $id) { id }', { id: later.id });
    if (album.song && album.rowSong) {
      await run('favoriteItem(id: $id, type: "song") { __typename }', { id: album.song.id });
      await run('checkSong(songId: $id) { id }', { id: album.rowSong.id });
    }

    // The collection: listened, deep, loved; For Later; songs.
    await page.goto('/collection');
    await expect(page.getByRole('link', { name: album.title }).first()).toBeVisible();
    await page.goto('/collection?itemsListenStatus=deep-listened&reactions=loved');
    await expect(page.getByRole('link', { name: album.title }).first()).toBeVisible();
    await page.goto('/collection?itemsListenStatus=deep-listened&reactions=liked');
    await expect(page.getByText('No items have been added to your collection yet.')).toBeVisible();
    await page.goto('/collection?type=releases&itemsListenStatus=for-later');
    await expect(page.getByRole('heading', { name: 'For Later' })).toBeVisible();
    await expect(page.getByRole('link', { name: later.title }).first()).toBeVisible();
    if (album.song && album.rowSong) {
      await page.goto('/collection?type=songs');
      await expect(page.getByRole('link', { name: album.song.title, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: album.rowSong.title, exact: true }).first()).toBeVisible();
    }
  });

  test("the artist page saves its releases for later at once; a discography row's check moves the progress", async ({
    page,
  }) => {
    await page.goto('/');
    const album = await pickRelease(page, 0);
    await signedIn(page, 'artist_');
    // The artist page's bulk save for later.
    await page.goto(`/artists/${album.artistId}`);
    await page.getByRole('button', { name: 'Save for later' }).click();
    const bulk = page.getByRole('menuitem', { name: /Save all releases not yet added/ });
    if (await bulk.isEnabled()) {
      await bulk.click();
      await expect(page.getByText(/saved for later\./)).toBeVisible();
    }

    // A release checked from its discography row, and the progress over the filter moves with it.
    const progress = page.getByText(/^Listened \d+ of \d+$/);
    const [checkedBefore, total] = ((await progress.textContent())?.match(/\d+/g) ?? []).map(Number);
    const unchecked = page
      .getByRole('group', { name: /^Release actions for / })
      .filter({ has: page.getByRole('button', { name: /^Mark as listened: /, pressed: false }) })
      .first();
    const label = (await unchecked.getAttribute('aria-label')) ?? '';
    const releaseCheck = (p: Page) =>
      p
        .getByRole('group', { name: label, exact: true })
        .first()
        .getByRole('button', { name: /^(Mark as listened|Listened): / });
    await releaseCheck(page).click();
    await expect(releaseCheck(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(progress).toHaveText(`Listened ${(checkedBefore ?? 0) + 1} of ${total}`);
    await page.reload();
    await expect(releaseCheck(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(progress).toHaveText(`Listened ${(checkedBefore ?? 0) + 1} of ${total}`);
  });
});
