import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReleaseQueryQuery } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReleaseHeader } from './ReleaseHeader';

type Release = NonNullable<ReleaseQueryQuery['release']>;

const release = (over: Partial<Release>): Release => ({
  __typename: 'Release',
  id: '3',
  title: 'The Dark Side of the Moon',
  disambiguation: null,
  year: 1973,
  releaseDate: '1973',
  image: '/covers/releases/3.svg',
  imageBackup: null,
  genres: [],
  label: null,
  primaryType: 'ALBUM',
  secondaryTypes: [],
  artists: [],
  dataSources: [],
  numberOfChecks: 0,
  numberOfLikes: 0,
  numberOfLoves: 0,
  numberOfFavorites: 0,
  numberOfLists: 0,
  tracksCount: 0,
  tracks: [],
  ...over,
});

describe('ReleaseHeader', () => {
  it("shows MusicBrainz's comment beside the title and the first release date as precisely as it is known", async () => {
    renderWithProviders(
      <ReleaseHeader
        release={release({ disambiguation: 'original album', releaseDate: '1979-06', year: 1979 })}
      />,
    );
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('The Dark Side of the Moon (original album)');
    expect(screen.getByText('June 1979').getAttribute('datetime')).toBe('1979-06');
  });

  it('shows a bare year once, with no comment', async () => {
    renderWithProviders(<ReleaseHeader release={release({})} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The Dark Side of the Moon');
    expect(screen.queryByText(/First released/)).toBeNull();
    expect(screen.getByText('1973')).toBeTruthy();
  });
});
