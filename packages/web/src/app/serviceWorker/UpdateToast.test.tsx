import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { UpdateToast } from './UpdateToast';

describe('UpdateToast', () => {
  it('offers Refresh and Not Now', async () => {
    const onRefresh = vi.fn();
    const onDismiss = vi.fn();
    render(
      <MantineProvider theme={theme} env="test">
        <UpdateToast onRefresh={onRefresh} onDismiss={onDismiss} />
      </MantineProvider>,
    );
    expect(screen.getByText('A new version of Earmark is available')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
