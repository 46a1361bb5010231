import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { TruncatedText } from './TruncatedText';

describe('TruncatedText', () => {
  it('cuts a long review at the limit and toggles more / less', async () => {
    const text = `${'a'.repeat(300)}TAIL`;
    renderWithProviders(<TruncatedText text={text} limit={300} />);
    expect(await screen.findByRole('button', { name: 'more' })).toBeTruthy();
    expect(screen.queryByText(/TAIL/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText(/TAIL/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'less' }));
    expect(screen.queryByText(/TAIL/)).toBeNull();
  });

  it('shows a short text whole, without a toggle', async () => {
    renderWithProviders(<TruncatedText text="Short and sweet." limit={300} />);
    expect(await screen.findByText(/Short and sweet/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
