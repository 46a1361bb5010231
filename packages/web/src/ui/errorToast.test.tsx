import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { showErrorToast } from './errorToast';
import { PanelError } from './PanelError';

afterEach(() => vi.restoreAllMocks());

describe('failures while offline', () => {
  it('an action that never reached the server says the member is offline and nothing was saved', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    showErrorToast('Failed to fetch');
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'You are offline',
        message: 'Nothing was saved. Check your connection and try again once you are back online.',
      }),
    );
    expect(JSON.stringify(show.mock.calls)).not.toContain('Failed to fetch');
  });

  it("a server's refusal keeps its own message", async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    showErrorToast('You cannot like your own list.');
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'An error has occurred', message: 'You cannot like your own list.' }),
    );
  });

  it('the browser being offline is enough, whatever the message', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    showErrorToast('NetworkError when attempting to fetch resource.');
    showErrorToast('Something else');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(show.mock.calls.map(([toast]) => toast.title)).toEqual(['You are offline', 'You are offline']);
  });

  it('a panel that could not load says so instead of "Failed to fetch"', () => {
    renderWithProviders(<PanelError error={new Error('Failed to fetch')} />);
    expect(screen.getByText('You are offline')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
