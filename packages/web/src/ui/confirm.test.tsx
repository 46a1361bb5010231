import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { ConfirmHost } from './ConfirmHost';
import { askToConfirm } from './confirm';

const question = { title: 'Leave the editor?', message: 'Unsaved changes go.', confirmLabel: 'Leave' };

function renderHost() {
  render(
    <MantineProvider theme={theme} env="test">
      <ConfirmHost />
    </MantineProvider>,
  );
}

describe('askToConfirm', () => {
  it('shows the question in a dialog and answers with the button pressed', async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = askToConfirm(question);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Leave the editor?' });
    expect(within(dialog).getByText('Unsaved changes go.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers no on Escape, and a second question answers the first no', async () => {
    renderHost();
    let first: Promise<boolean> = Promise.resolve(true);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = askToConfirm(question);
    });
    await screen.findByRole('dialog', { name: 'Leave the editor?' });
    act(() => {
      second = askToConfirm({ ...question, title: 'Block @noisy?' });
    });
    await expect(first).resolves.toBe(false);
    await screen.findByRole('dialog', { name: 'Block @noisy?' });
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes, answered no, when its asker takes it back', async () => {
    renderHost();
    const asking = new AbortController();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = askToConfirm(question, asking.signal);
    });
    await screen.findByRole('dialog', { name: 'Leave the editor?' });
    act(() => asking.abort());
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
