import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ActivityCard } from './ActivityCard';

const activity = (wasDeepListen: boolean, displayName: string | null = null) => ({
  __typename: 'Activity' as const,
  id: 'a1',
  date: '2026-11-20T10:00:00Z',
  rating: 4,
  user: { __typename: 'User' as const, id: '2', username: 'friendly', displayName, avatar: '' },
  item: {
    __typename: 'Release' as const,
    id: '7',
    title: 'Blue Hour',
    thumb: '/covers/releases/7.svg',
    artists: [{ __typename: 'ReleaseArtist' as const, id: '3', name: 'Blue Band', joinPhrase: '' }],
  },
  log: { __typename: 'Log' as const, id: '9', link: '/reflections/9', hasWriting: false, wasDeepListen },
});

describe('ActivityCard', () => {
  it("shows a deep listen's headphones beside the rating, and none for a plain listen", () => {
    const { unmount } = renderWithProviders(<ActivityCard activity={activity(true) as never} />);
    expect(screen.getByRole('img', { name: 'Deep listened' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    unmount();
    renderWithProviders(<ActivityCard activity={activity(false) as never} />);
    expect(screen.queryByRole('img', { name: 'Deep listened' })).toBeNull();
  });

  it('names the member by the name they gave, with @username beside it (or @username alone)', () => {
    const { unmount } = renderWithProviders(
      <ActivityCard activity={activity(false, 'Frida Lund') as never} />,
    );
    expect(screen.getByRole('link', { name: 'Frida Lund @friendly' }).getAttribute('href')).toBe(
      '/users/friendly',
    );
    unmount();
    renderWithProviders(<ActivityCard activity={activity(false) as never} />);
    expect(screen.getByRole('link', { name: '@friendly' })).toBeTruthy();
  });
});
