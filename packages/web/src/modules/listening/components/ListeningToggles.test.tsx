import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, type TestMember } from '../../../test/renderWithProviders';
import { ReleaseForActionsQuery } from '../graphql/ReleaseForActions';
import { ItemActionsById } from './ItemActionsById';

const member: TestMember = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };

const release = {
  __typename: 'Release' as const,
  id: '7',
  title: 'Blue Hour',
  artistName: 'Blue Band',
  link: '/releases/7',
  mbReleaseGroupLink: null,
  youtubePlaylistId: null,
  currentUserHasChecked: false,
  currentUserDeepListened: false,
  isPurpleCheck: false,
  currentUserHasAddedToListenTo: false,
  currentUserHasLiked: false,
  currentUserHasLoved: false,
  currentUserHasFavorited: false,
  currentUserRating: null,
  numberOfChecks: 3,
  numberOfLikes: 1,
  numberOfLoves: 0,
  numberOfFavorites: 0,
};

function renderRelease(item: typeof release) {
  return renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, {
    member,
    mocks: [
      {
        request: { query: ReleaseForActionsQuery, variables: { id: '7' } },
        result: { data: { release: item } },
      },
    ],
  });
}

describe('the listened toggle', () => {
  it('reads "Mark as listened" until the item is checked (labels flip)', async () => {
    renderRelease(release);
    const button = await screen.findByRole('button', { name: 'Mark as listened' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Listened' })).toBeNull();
  });

  it('reads "Listened" once checked, with a check for a plain listen and headphones for a deep listen', async () => {
    for (const [deep, icon] of [
      [false, '.tabler-icon-check'],
      [true, '.tabler-icon-headphones'],
    ] as const) {
      const view = renderRelease({ ...release, currentUserHasChecked: true, currentUserDeepListened: deep });
      const button = await screen.findByRole('button', { name: 'Listened' });
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(button.querySelector(icon)).not.toBeNull();
      expect(button.querySelector(deep ? '.tabler-icon-check' : '.tabler-icon-headphones')).toBeNull();
      view.unmount();
    }
  });
});
