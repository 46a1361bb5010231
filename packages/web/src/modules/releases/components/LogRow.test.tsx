import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LogRowFieldsFragment } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LogRow } from './LogRow';

const log: LogRowFieldsFragment = {
  __typename: 'Log',
  id: '50',
  link: '/reflections/50',
  dateText: 'Mar 10',
  rating: 4,
  review: 'The second side glows.',
  reviewTitle: 'Late-night revelation',
  gratitude: 'For the long walk home.',
  hadChills: false,
  wasDeepListen: true,
  listenedBefore: false,
  liked: true,
  loved: false,
  favorited: false,
  upvoteCount: { __typename: 'LogUpvoteCounts', review: 2, gratitude: 1 },
  user: { __typename: 'User', id: '2', username: 'friend', avatar: '' },
};

describe('LogRow', () => {
  it("shows who, when, the reaction and the writing of a reflection in an item's activity tab, read-only", () => {
    renderWithProviders(<LogRow log={log} />);
    const row = within(screen.getByRole('article'));
    expect(row.getByRole('link', { name: '@friend' }).getAttribute('href')).toBe('/users/friend');
    expect(row.getByRole('link', { name: 'Mar 10' }).getAttribute('href')).toBe('/reflections/50');
    expect(row.getByText('Liked')).toBeTruthy();
    expect(row.getByText('Deep listen')).toBeTruthy();
    expect(row.getByText('Late-night revelation')).toBeTruthy();
    expect(row.getByLabelText('Review').textContent?.trim()).toBe('The second side glows.');
    expect(row.getByLabelText('Gratitude').textContent?.trim()).toBe('For the long walk home.');
    expect(row.queryAllByRole('button')).toEqual([]);
  });
});
