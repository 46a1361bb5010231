import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleLog } from '../../../test/logFixture';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LogQuery } from '../graphql/logQuery';
import { ReflectionPage } from './ReflectionPage';

function renderReflection(displayName: string | null) {
  const log = { ...sampleLog, user: { ...sampleLog.user, displayName } };
  return renderWithProviders(<ReflectionPage />, {
    path: '/reflections/:id',
    url: '/reflections/50',
    mocks: [{ request: { query: LogQuery, variables: { id: '50' } }, result: { data: { log } } }],
  });
}

describe('ReflectionPage', () => {
  it("titles the page with the member's display name and @username", async () => {
    renderReflection('Frida Lind');
    expect(await screen.findByRole('article', { name: 'Reflection by Frida Lind @friend' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Reflection on Blue Hour by Frida Lind @friend/));
  });

  it('titles it with the @username alone when the member gave no name', async () => {
    renderReflection(null);
    await screen.findByRole('article', { name: 'Reflection by @friend' });
    await waitFor(() => expect(document.title).toMatch(/^Reflection on Blue Hour by @friend/));
  });
});
