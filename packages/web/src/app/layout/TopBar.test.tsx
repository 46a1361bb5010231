import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartsListForNavQuery } from '../../modules/lists';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CurrentUserForNavQuery } from './graphql/CurrentUserForNav';
import { TopBar } from './TopBar';

const noop = () => undefined;
const member = { id: '7', username: 'vinylvera', isAdmin: true, isSupporter: false };

function renderTopBar(asMember: boolean) {
  return renderWithProviders(<TopBar drawerOpened={false} onToggleDrawer={noop} />, {
    member: asMember ? member : null,
    prepareCache: (cache) => {
      cache.writeQuery({
        query: ChartsListForNavQuery,
        data: { chartsList: { __typename: 'List', id: '42', link: '/lists/42' } },
      });
      if (asMember) {
        cache.writeQuery({
          query: CurrentUserForNavQuery,
          data: { currentUser: { __typename: 'User', ...member, avatar: '', numberOfChecks: 3 } },
        });
      }
    },
  });
}

describe('TopBar', () => {
  it('offers a visitor Log in and Sign Up, and no member menu', async () => {
    renderTopBar(false);
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('button', { name: 'Open user menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
  });

  it('links Charts to the charts list and Lists with a create-list button', async () => {
    renderTopBar(false);
    expect((await screen.findByRole('link', { name: 'Charts' })).getAttribute('href')).toBe('/lists/42');
    expect(screen.getByRole('link', { name: 'Create a list' }).getAttribute('href')).toBe('/lists/new');
    expect(screen.getByRole('link', { name: 'Collection' }).getAttribute('href')).toBe('/collection');
  });

  it('gives a member the avatar menu with every entry, in order', async () => {
    renderTopBar(true);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open user menu' }));
    // The menu's code loads on the first click, which can take a moment on a busy test machine.
    const menu = await screen.findByRole('menu');
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels).toEqual([
      'Admin',
      'Profile',
      'For Later',
      'My Lists',
      'Help',
      'FAQ',
      'Settings',
      'Light',
      'Dark',
      'System',
      'Log Out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/users/vinylvera',
    );
    expect(within(menu).getByRole('menuitem', { name: 'For Later' }).getAttribute('href')).toBe(
      '/collection?type=releases&itemsListenStatus=for-later',
    );
  });

  it('opens the Notifications drawer from the bell', async () => {
    renderTopBar(true);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
  });
});
