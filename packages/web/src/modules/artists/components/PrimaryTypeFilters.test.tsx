import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PrimaryTypeFilters } from './PrimaryTypeFilters';
import { parseReleaseStats } from './releaseStats';

const stats = parseReleaseStats(
  JSON.stringify({ ALBUM: { 'No secondary': 4, LIVE: 1 }, EP: { 'No secondary': 2 } }),
);

describe('PrimaryTypeFilters', () => {
  it('shows the types the artist has with their counts, and toggles them', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PrimaryTypeFilters stats={stats} selected={['ALBUM']} secondaryTypes={['LIVE']} onChange={onChange} />,
    );
    const album = await screen.findByRole('button', { name: 'Album (5)' });
    expect(album.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'EP (2)' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /Single/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'EP (2)' }));
    expect(onChange).toHaveBeenLastCalledWith(['ALBUM', 'EP']);
    // The last chosen type stays: an empty filter would only ever show nothing.
    await userEvent.click(album);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('leaves the counts out until the stats arrive', async () => {
    renderWithProviders(
      <PrimaryTypeFilters stats={null} selected={['ALBUM']} secondaryTypes={[]} onChange={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Album' })).toBeTruthy();
  });
});
