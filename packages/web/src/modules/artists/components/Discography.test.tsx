import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReleasePrimaryType, ReleaseSecondaryType } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ArtistReleasesQuery } from '../graphql/artistQueryForArtistReleases';
import { Discography } from './Discography';

const variables = {
  id: '5',
  releaseSortBy: 'YEAR_NEWEST' as const,
  primaryTypes: ['ALBUM'] as ReleasePrimaryType[],
  secondaryTypes: [] as ReleaseSecondaryType[],
  offset: 0,
  limit: 25,
};

const answer = (checks: number) => ({
  artist: {
    __typename: 'Artist' as const,
    id: '5',
    releases: {
      __typename: 'ArtistReleaseConnection' as const,
      edges: [],
      pageInfo: { __typename: 'PageInfo' as const, hasMore: false, totalCount: 4 },
      currentUserNumberOfChecks: checks,
    },
  },
});

describe('an artist discography', () => {
  it('asks again when it opens, so a release checked on another page moves "Listened N of M"', async () => {
    renderWithProviders(<Discography artistId="5" />, {
      member: { id: '1', username: 'listener', isAdmin: false, isSupporter: false },
      // The page seen before: nothing checked yet. Since then a release page checked one.
      prepareCache: (cache) => cache.writeQuery({ query: ArtistReleasesQuery, variables, data: answer(0) }),
      mocks: [{ request: { query: ArtistReleasesQuery, variables }, result: { data: answer(1) } }],
    });
    expect(await screen.findByText('Listened 1 of 4')).toBeTruthy();
  });
});
