import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FavoritesSection } from './FavoritesSection';

describe('FavoritesSection', () => {
  it('tells the owner these are their favorite lists and links the items given the Favorite button', () => {
    renderWithProviders(<FavoritesSection user={{}} username="listener" own />);
    expect(screen.getByText(/Your all-time top five, picked in a favorites list/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Favorited' }).getAttribute('href')).toBe(
      '/collection?reactions=favorited',
    );
    expect(screen.getByRole('link', { name: 'All albums marked Favorite' }).getAttribute('href')).toBe(
      '/collection?reactions=favorited',
    );
  });

  it("links another member's favorited items in their collection", () => {
    const list = { __typename: 'List' as const, id: '9', itemsCount: 1, items: { edges: [] } };
    renderWithProviders(
      <FavoritesSection user={{ favoriteSongsList: list }} username="otherone" own={false} />,
    );
    expect(screen.getByText(/@otherone’s all-time top five/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Favorited' }).getAttribute('href')).toBe(
      '/users/otherone/collection?reactions=favorited',
    );
  });
});
