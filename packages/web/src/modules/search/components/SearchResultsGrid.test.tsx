import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchQuery } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SearchResultsGrid } from './SearchResultsGrid';

const connection = { edges: [], pageInfo: { hasMore: false, totalCount: 0 } };
const member = (id: string, username: string, displayName: string | null) => ({
  node: {
    __typename: 'User' as const,
    id,
    username,
    displayName,
    avatar: '',
    numberOfChecks: 12,
    numberOfFollowers: 3,
  },
});

describe('SearchResultsGrid', () => {
  it('shows a member by the name they gave with @username under it, else by username', () => {
    const results = {
      releases: connection,
      songs: connection,
      artists: connection,
      lists: connection,
      users: {
        edges: [member('1', 'junebug', 'June Carter'), member('2', 'nameless', null)],
        pageInfo: { hasMore: false, totalCount: 2 },
      },
    } as unknown as SearchQuery['search'];
    renderWithProviders(<SearchResultsGrid results={results} type="USER" />);
    const june = screen.getByRole('link', { name: /June Carter/ });
    expect(june.getAttribute('href')).toBe('/users/junebug');
    expect(june.textContent).toContain('@junebug · 12 checks');
    expect(screen.getByRole('link', { name: /nameless/ }).textContent).toContain('12 checks');
  });
});
