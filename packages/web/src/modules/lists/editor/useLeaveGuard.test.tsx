import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { ConfirmHost } from '../../../ui/ConfirmHost';
import { useLeaveGuard } from './useLeaveGuard';

function Editor() {
  useLeaveGuard(true);
  return <Link to="/lists/1">View List</Link>;
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/lists/1/edit', element: <Editor /> },
      { path: '/lists/1', element: <p>The list</p> },
    ],
    { initialEntries: ['/lists/1/edit'] },
  );
  // In StrictMode, as the app runs.
  render(
    <StrictMode>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
        <ConfirmHost />
      </MantineProvider>
    </StrictMode>,
  );
  return router;
}

describe('useLeaveGuard', () => {
  it('asks in the app before leaving unsaved changes: Cancel stays, Leave goes', async () => {
    const router = renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'View List' }));
    const stay = await screen.findByRole('dialog', { name: 'Leave the editor?' });
    await userEvent.click(within(stay).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/lists/1/edit');

    await userEvent.click(screen.getByRole('link', { name: 'View List' }));
    const go = await screen.findByRole('dialog', { name: 'Leave the editor?' });
    await userEvent.click(within(go).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lists/1');
  });
});
