import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReleaseCardFieldsFragment } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReleaseCard } from './ReleaseCard';

const member = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };

function release(listen: Partial<ReleaseCardFieldsFragment> = {}): ReleaseCardFieldsFragment {
  return {
    __typename: 'Release',
    id: '7',
    title: 'Blue Hour',
    year: 2019,
    image: '',
    thumb: '/covers/releases/7.svg',
    currentUserHasChecked: false,
    currentUserDeepListened: false,
    artists: [{ __typename: 'ArtistCredit', id: '3', name: 'Blue Band', joinPhrase: '' }],
    ...listen,
  };
}

describe('ReleaseCard', () => {
  it('shows headphones on the cover where the member deep-listened', () => {
    renderWithProviders(
      <ReleaseCard release={release({ currentUserHasChecked: true, currentUserDeepListened: true })} />,
      { member },
    );
    const mark = screen.getByRole('img', { name: 'Deep listened' });
    expect(mark.querySelector('.tabler-icon-headphones')).not.toBeNull();
    // The link is still named by its title first.
    expect(screen.getByRole('link').textContent).toMatch(/^Blue Hour/);
  });

  it('shows a check for a plain listen, and nothing for an album not listened', () => {
    const { unmount } = renderWithProviders(
      <ReleaseCard release={release({ currentUserHasChecked: true })} />,
      {
        member,
      },
    );
    expect(screen.getByRole('img', { name: 'Listened' }).querySelector('.tabler-icon-check')).not.toBeNull();
    unmount();
    renderWithProviders(<ReleaseCard release={release()} />, { member });
    expect(screen.queryByRole('img', { name: /listened/i })).toBeNull();
  });
});
