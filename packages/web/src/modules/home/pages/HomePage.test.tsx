import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { NEWEST_ALBUMS_PAGE_SIZE } from '../components/NewestAlbumsSection';
import { NewestReleasesForHomePageQuery } from '../graphql/NewestReleasesForHomePage';
import { RecentActivityForHomePageQuery } from '../graphql/RecentActivityForHomePage';
import { RecentAndFeaturedQuery } from '../graphql/recentAndFeaturedQuery';
import { HomePage } from './HomePage';

const credit = (id: string, name: string) => ({
  __typename: 'ArtistCredit' as const,
  id,
  name,
  joinPhrase: '',
});
const release = (id: string, title: string, artist: string) => ({
  __typename: 'Release' as const,
  id,
  title,
  year: 2025,
  image: `/covers/releases/${id}.svg`,
  thumb: `/covers/releases/${id}.svg`,
  artists: [credit(`a${id}`, artist)],
});

const mocks = [
  {
    request: {
      query: NewestReleasesForHomePageQuery,
      variables: { offset: 0, limit: NEWEST_ALBUMS_PAGE_SIZE },
    },
    result: {
      data: {
        newestReleases: {
          __typename: 'ReleaseConnection',
          edges: [
            { __typename: 'ReleaseEdge', node: release('1', 'Midnight Tides', 'Harbor Lights') },
            { __typename: 'ReleaseEdge', node: release('2', 'Paper Moons', 'The Quiet Type') },
          ],
          pageInfo: { __typename: 'PageInfo', hasMore: false, totalCount: 2 },
        },
      },
    },
  },
  {
    request: { query: RecentActivityForHomePageQuery, variables: { offset: 0, limit: 12 } },
    result: {
      data: {
        communityActivity: {
          __typename: 'ActivityConnection',
          edges: [],
          pageInfo: { __typename: 'PageInfo', hasMore: false, totalCount: 0 },
        },
      },
    },
  },
  { request: { query: RecentAndFeaturedQuery }, result: { data: { featuredLists: [], recentReviews: [] } } },
];

describe('HomePage for a visitor', () => {
  it('shows the landing page with the newest albums', async () => {
    renderWithProviders(<HomePage />, { mocks });

    expect(screen.getByRole('link', { name: "Get Started - It's Free!" }).getAttribute('href')).toBe(
      '/signup',
    );
    // The sections under the hero render after the first paint.
    expect(screen.queryByRole('heading', { name: 'Ready to Join?' })).toBeNull();
    // (Their code loads on demand: the first file of a busy worker to import it may wait seconds.)
    expect(await screen.findByRole('heading', { name: 'Ready to Join?' })).toBeTruthy();

    const section = screen.getByRole('region', { name: 'Newest Albums' });
    const card = await within(section).findByRole('link', { name: /Midnight Tides/ });
    expect(card.getAttribute('href')).toBe('/releases/1');
    expect(within(card).getByText('Harbor Lights', { exact: false })).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: /Paper Moons/ })
        .getAttribute('href'),
    ).toBe('/releases/2');
  });

  it('greets a member instead', async () => {
    renderWithProviders(<HomePage />, {
      mocks,
      member: { id: '1', username: 'vinylvera', isAdmin: false, isSupporter: false },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'welcome back, @vinylvera' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Get Started - It's Free!" })).toBeNull();
    expect(await screen.findByRole('link', { name: /Midnight Tides/ })).toBeTruthy();
  });
});
