import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { possibleTypes, typePolicies } from '../app/typePolicies';
import { CurrentUserQuery } from '../modules/auth';
import { ConfirmHost } from '../ui/ConfirmHost';

export type TestMember = { id: string; username: string; isAdmin: boolean; isSupporter: boolean };

type Options = {
  /** Signed-in member written into the cache as the gate would have loaded it; null for a visitor. */
  member?: TestMember | null;
  mocks?: MockLink.MockedResponse[];
  /** Route pattern the element is mounted at, and the URL to open. */
  path?: string;
  url?: string;
  prepareCache?: (cache: InMemoryCache) => void;
};

/** Renders UI inside Mantine, a mocked Apollo client and a memory router, like the app shell does. */
export function renderWithProviders(ui: ReactNode, options: Options = {}) {
  const { member = null, mocks = [], path = '/', url = path, prepareCache } = options;
  const cache = new InMemoryCache({ typePolicies, possibleTypes });
  cache.writeQuery({
    query: CurrentUserQuery,
    data: { currentUser: member ? { __typename: 'User', colorSchemePref: 'AUTO', ...member } : null },
  });
  prepareCache?.(cache);
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [url] });
  const result = render(
    <MockedProvider mocks={mocks} cache={cache}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
        <ConfirmHost />
      </MantineProvider>
    </MockedProvider>,
  );
  return { ...result, router, cache };
}
