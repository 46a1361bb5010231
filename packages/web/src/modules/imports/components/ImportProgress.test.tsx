import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { ImportJob } from '../importsApi';
import { ImportProgress } from './ImportProgress';

const running: ImportJob = {
  id: 4,
  format: 'lastfm',
  formatName: 'Last.fm scrobbles (CSV)',
  status: 'running',
  createdAt: '2026-11-26T10:00:00.000Z',
  fileName: 'scrobbles.csv',
  fileBytes: 1000,
  bytesRead: 420,
  rows: 12500,
  matched: 11000,
  unmatched: 1400,
  skipped: 100,
  written: 12400,
  kept: 0,
  fetched: 0,
  musicBrainzLookups: 0,
  toReview: 1400,
  error: null,
  startedAt: '2026-11-26T16:00:00.000Z',
  finishedAt: null,
  updatedAt: '2026-11-26T16:00:10.000Z',
};

describe('ImportProgress', () => {
  it('shows a running import: the share of the file read, the counts, the speed and a cancel button', async () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <ImportProgress job={running} rowsPerSecond={1250.4} onCancel={onCancel} cancelling={false} />,
    );
    expect(screen.getByText('Importing')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe(
      '42',
    );
    expect(screen.getByTestId('import-counts').textContent).toBe(
      '12,500 rows read · 11,000 matched · 12,400 written · 1,250 rows per second',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows the result of a finished import, with what was kept as the member had it, and no cancel', () => {
    const done = { ...running, status: 'done' as const, bytesRead: 1000, kept: 3 };
    renderWithProviders(
      <ImportProgress job={done} rowsPerSecond={null} onCancel={() => {}} cancelling={false} />,
    );
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(screen.getByTestId('import-result').textContent).toBe(
      '1,400 not matched, 100 skipped, 3 kept as you had them.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel import' })).toBeNull();
    expect(screen.queryByTestId('import-musicbrainz')).toBeNull();
  });

  it('says how many matched rows were found at MusicBrainz, and how many rows were looked up there', () => {
    const done = { ...running, status: 'done' as const, fetched: 30, musicBrainzLookups: 12 };
    renderWithProviders(
      <ImportProgress job={done} rowsPerSecond={null} onCancel={() => {}} cancelling={false} />,
    );
    expect(screen.getByTestId('import-counts').textContent).toBe(
      '12,500 rows read · 11,000 matched (30 found at MusicBrainz) · 12,400 written',
    );
    expect(screen.getByTestId('import-musicbrainz').textContent).toBe(
      '12 rows the catalog lacked were looked up at MusicBrainz; what it found was added to the catalog.',
    );
  });

  it('says why a failed import stopped', () => {
    renderWithProviders(
      <ImportProgress
        job={{ ...running, status: 'failed', error: 'The file could not be read as CSV after row 500.' }}
        rowsPerSecond={null}
        onCancel={() => {}}
        cancelling={false}
      />,
    );
    expect(screen.getByText('The import stopped')).toBeTruthy();
    expect(screen.getByText('The file could not be read as CSV after row 500.')).toBeTruthy();
  });
});
