import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, type TestMember } from '../../../test/renderWithProviders';
import { MusicBrainzReleaseSearchQuery } from '../graphql/MusicBrainzReleaseSearch';
import { FromMusicBrainz } from './FromMusicBrainz';

const member: TestMember = { id: '1', username: 'newcomer', isAdmin: false, isSupporter: false };
const DARK_SIDE = 'f5093c06-23e3-404f-aeaa-40f72885ee3a';

const answer = (fields: { asked: boolean; note: string | null; releases: unknown[] }) => ({
  request: { query: MusicBrainzReleaseSearchQuery, variables: { query: 'dark side' } },
  result: { data: { musicBrainzReleaseSearch: { __typename: 'MusicBrainzReleaseSearch', ...fields } } },
});

const darkSide = {
  __typename: 'MusicBrainzRelease',
  mbid: DARK_SIDE,
  title: 'The Dark Side of the Moon',
  artistName: 'Pink Floyd',
  year: 1973,
  disambiguation: null,
  thumb: `https://coverartarchive.org/release-group/${DARK_SIDE}/front-250`,
  link: `/mb/release-group/${DARK_SIDE}`,
};

describe('releases from MusicBrainz below the search results', () => {
  it('lists what MusicBrainz has, marked as such, each opening its /mb/ page', async () => {
    renderWithProviders(<FromMusicBrainz query="dark side" />, {
      member,
      mocks: [answer({ asked: true, note: null, releases: [darkSide] })],
    });
    expect(screen.getByText('Looking for more on MusicBrainz…')).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'From MusicBrainz' });
    const card = screen.getByRole('link', {
      name: 'The Dark Side of the Moon by Pink Floyd, from MusicBrainz',
    });
    expect(section.contains(card)).toBe(true);
    expect(card.getAttribute('href')).toBe(`/mb/release-group/${DARK_SIDE}`);
    expect(screen.getByText('Pink Floyd · 1973')).toBeTruthy();
    expect(screen.getByText('from MusicBrainz')).toBeTruthy();
  });

  it('says quietly when MusicBrainz is not answering', async () => {
    const note = "MusicBrainz isn't answering right now, so only Earmark's own results are shown.";
    renderWithProviders(<FromMusicBrainz query="dark side" />, {
      member,
      mocks: [answer({ asked: true, note, releases: [] })],
    });
    expect((await screen.findByRole('status')).textContent).toBe(note);
    expect(screen.queryByRole('region', { name: 'From MusicBrainz' })).toBeNull();
  });

  it('shows nothing to a guest, or when MusicBrainz was not asked', async () => {
    const { unmount } = renderWithProviders(<FromMusicBrainz query="dark side" />, { member: null });
    expect(screen.queryByText(/MusicBrainz/)).toBeNull();
    unmount();
    renderWithProviders(<FromMusicBrainz query="dark side" />, {
      member,
      mocks: [answer({ asked: false, note: null, releases: [] })],
    });
    await waitForElementToBeRemoved(() => screen.queryByText('Looking for more on MusicBrainz…'));
    expect(screen.queryByText(/MusicBrainz/)).toBeNull();
  });
});
