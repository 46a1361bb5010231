import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, type TestMember } from '../../../test/renderWithProviders';
import type { ActionItem } from '../actionItem';
import { ItemActions } from './ItemActions';

const member: TestMember = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };

const song: ActionItem = {
  __typename: 'Song',
  id: '42',
  title: 'Night Swim',
  artistName: 'Blue Band',
  link: '/songs/42',
  mbLink: 'https://musicbrainz.org/recording/0f8c2b1e-1111-4111-8111-222222222222',
  youtubeId: null,
  preventUncheck: false,
  currentUserHasChecked: false,
  currentUserDeepListened: false,
  currentUserHasAddedToListenTo: false,
  currentUserHasLiked: false,
  currentUserHasLoved: false,
  currentUserHasFavorited: false,
  currentUserRating: null,
  numberOfLikes: 0,
  numberOfLoves: 0,
  numberOfFavorites: 0,
};

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'More actions for this song' }));
}

describe("the item menu's metadata section", () => {
  it('links a member to the MusicBrainz page, its editor and a data-problem report naming the item', async () => {
    renderWithProviders(<ItemActions item={song} />, { member });
    await openMenu();
    expect((await screen.findByRole('menuitem', { name: 'View on MusicBrainz' })).getAttribute('href')).toBe(
      song.__typename === 'Song' ? song.mbLink : '',
    );
    expect(screen.getByRole('menuitem', { name: 'Edit on MusicBrainz' }).getAttribute('href')).toMatch(
      /\/recording\/0f8c2b1e-1111-4111-8111-222222222222\/edit$/,
    );
    const report = screen.getByRole('menuitem', { name: 'Report a data problem' }).getAttribute('href') ?? '';
    expect(report.startsWith('mailto:support@earmark.localhost?')).toBe(true);
    const params = new URLSearchParams(report.split('?')[1]);
    expect(params.get('subject')).toBe('Data problem: Night Swim by Blue Band');
    expect(params.get('body')).toContain('/songs/42');
    expect(params.get('body')).toContain('MusicBrainz: https://musicbrainz.org/recording/');
  });

  it('offers an unmatched item’s report to members and says it is not matched', async () => {
    renderWithProviders(<ItemActions item={{ ...song, mbLink: null }} />, { member });
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'View on MusicBrainz' })).toBeNull();
    const report = await screen.findByRole('menuitem', { name: 'Report a data problem' });
    expect(new URLSearchParams(report.getAttribute('href')?.split('?')[1]).get('body')).toContain(
      'Not matched to MusicBrainz yet',
    );
  });

  it('shows a visitor the MusicBrainz page only', async () => {
    renderWithProviders(<ItemActions item={song} />, { member: null });
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'View on MusicBrainz' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Report a data problem' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Edit on MusicBrainz' })).toBeNull();
  });
});
