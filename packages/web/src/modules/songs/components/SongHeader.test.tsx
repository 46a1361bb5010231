import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SongQueryQuery } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SongHeader } from './SongHeader';

type Song = NonNullable<SongQueryQuery['song']>;

const song = (over: Partial<Song>): Song =>
  ({
    __typename: 'Song',
    id: '5',
    title: 'The Enemy',
    disambiguation: null,
    isVideo: false,
    year: 2008,
    releaseDate: null,
    image: '/covers/songs/5.svg',
    imageBackup: null,
    duration: 218,
    hideReleaseLink: false,
    artists: [],
    roles: [],
    release: null,
    dataSources: [],
    numberOfLikes: 0,
    numberOfLoves: 0,
    numberOfFavorites: 0,
    numberOfLists: 0,
    ...over,
  }) as Song;

describe('SongHeader', () => {
  it("marks a music video and shows MusicBrainz's comment and the first release date", async () => {
    renderWithProviders(
      <SongHeader
        song={song({ isVideo: true, disambiguation: 'official music video', releaseDate: '2008-05-23' })}
      />,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'The Enemy (official music video)',
    );
    expect(screen.getByText('Video')).toBeTruthy();
    expect(screen.getByText('May 23, 2008 · 3:38')).toBeTruthy();
  });

  it('shows the year when no date is known, and no video mark for a song', async () => {
    renderWithProviders(<SongHeader song={song({})} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The Enemy');
    expect(screen.queryByText('Video')).toBeNull();
    expect(screen.getByText('2008 · 3:38')).toBeTruthy();
  });
});
