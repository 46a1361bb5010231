import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../lib/session';
import { startFirstQuery } from './firstQueries';

/** A client whose link records what it is asked and answers nothing. */
function recordingClient() {
  const asked: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    asked.push({ operation: operation.operationName ?? '', variables: operation.variables });
    return of({ data: null });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

describe('the page query started at boot', () => {
  it("starts a member's page query with the route's parameters", async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    for (const [path, operation, variables] of [
      ['/releases/42/activity', 'releaseQuery', { id: '42' }],
      ['/artists/7', 'ArtistForArtistPage', { id: '7' }],
      ['/users/ann/diary', 'UserForUserPage', { username: 'ann' }],
      ['/lists/5/users', 'ListForListPage', { id: '5' }],
      ['/', 'CurrentUserForHomePage', { offset: 0, limit: 12 }],
      [
        '/search?query=blue&type=artist',
        'Search',
        {
          query: 'blue',
          types: ['ARTIST'],
          releaseOffsetIndex: 0,
          songOffsetIndex: 0,
          artistOffsetIndex: 0,
          listOffsetIndex: 0,
          userOffsetIndex: 0,
        },
      ],
    ] as const) {
      const { client, asked } = recordingClient();
      startFirstQuery(client, new URL(path, 'http://localhost'));
      await vi.waitFor(() => expect(asked).toEqual([{ operation, variables }]), { timeout: 15_000 });
    }
    // Each route's first query loads its page's module (a cold import in the test runner).
  }, 60_000);

  it('asks nothing for a visitor, or on a page without one', async () => {
    const visitor = recordingClient();
    startFirstQuery(visitor.client, new URL('/releases/42', 'http://localhost'));
    localStorage.setItem(TOKEN_KEY, 'token');
    const member = recordingClient();
    startFirstQuery(member.client, new URL('/faq', 'http://localhost'));
    // A new list and a list's editor are not the list page.
    startFirstQuery(member.client, new URL('/lists/new', 'http://localhost'));
    startFirstQuery(member.client, new URL('/lists/5/edit', 'http://localhost'));
    // A search page without a query, or with a type that is not one, asks for nothing either.
    startFirstQuery(member.client, new URL('/search', 'http://localhost'));
    startFirstQuery(member.client, new URL('/search?query=blue&type=albums', 'http://localhost'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visitor.asked).toEqual([]);
    expect(member.asked).toEqual([]);
  });
});
