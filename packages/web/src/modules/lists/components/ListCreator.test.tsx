import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListHeaderFieldsFragment } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ListCreator } from './ListHeader';

const own = (displayName: string | null) =>
  ({
    createdBy: 'junebug',
    createdByLink: '/users/junebug',
    createdByUserLink: '/users/junebug',
    createdByAndCreatedByUserAreSame: true,
    createdByUser: { __typename: 'User', id: '3', username: 'junebug', displayName },
  }) as unknown as ListHeaderFieldsFragment;

describe('ListCreator', () => {
  it("names a member's list by the name they gave and @username, linking their profile", () => {
    renderWithProviders(<ListCreator list={own('June Carter')} />);
    const link = screen.getByRole('link', { name: 'June Carter @junebug' });
    expect(link.getAttribute('href')).toBe('/users/junebug');
    expect(link.parentElement?.textContent).toBe('by June Carter @junebug');
  });

  it('names a reproduced list by its curator, and the member who added it by name', () => {
    renderWithProviders(
      <ListCreator
        list={
          {
            ...own('June Carter'),
            createdBy: 'Rolling Stone',
            createdByLink: null,
            createdByAndCreatedByUserAreSame: false,
          } as ListHeaderFieldsFragment
        }
      />,
    );
    expect(screen.getByText(/^by Rolling Stone · added by/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'June Carter @junebug' })).toBeTruthy();
  });
});
