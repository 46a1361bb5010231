import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrackRowFieldsFragment } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { TrackList } from './TrackList';

function track(position: number): TrackRowFieldsFragment {
  return {
    __typename: 'Track',
    id: `t${position}`,
    position,
    discNumber: 1,
    title: `Song number ${position}`,
    duration: 180 + position,
    artists: [],
    song: { __typename: 'Song', id: `s${position}` },
  };
}

describe('TrackList', () => {
  it('shows four tracks, then all of them, then four again', async () => {
    const tracks = [1, 2, 3, 4, 5, 6].map(track);
    renderWithProviders(<TrackList tracks={tracks} releaseArtistIds={[]} />);

    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Song number 5')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show 2 More Tracks' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Song number 6' }).getAttribute('href')).toBe('/songs/s6');

    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('has no toggle when every track fits', async () => {
    renderWithProviders(<TrackList tracks={[1, 2, 3, 4].map(track)} releaseArtistIds={[]} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
