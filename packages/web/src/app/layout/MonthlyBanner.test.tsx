import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestCookies, readCookie } from '../../lib/cookies';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MonthlyBanner } from './MonthlyBanner';
import { MONTHLY_UPDATES } from './monthlyUpdates';

const TEXT = /a mobile app is in the works/;

/** The tests run in October 2025, the month the spec names, unless a test moves the clock. */
const at = (iso: string) => vi.setSystemTime(new Date(iso));

describe('MonthlyBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2025-10-15T12:00:00Z');
  });

  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
    document.cookie = 'earmark_banner=; path=/; max-age=0';
  });

  it("shows the month's update until dismissed, and stays dismissed on the next visit", async () => {
    const first = renderWithProviders(<MonthlyBanner />);
    expect(screen.getByText(TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss update' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(localStorage.getItem('earmark.monthlyBanner.2025-10')).toBe('dismissed');
    expect(readCookie('earmark_banner')).toBe('2025-10');
    first.unmount();
    renderWithProviders(<MonthlyBanner />);
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("an earlier month's dismissal does not hide this month's banner", () => {
    localStorage.setItem('earmark.monthlyBanner.2025-09', 'dismissed');
    renderWithProviders(<MonthlyBanner />);
    expect(screen.getByText(TEXT)).toBeTruthy();
  });

  it('a dismissal kept only in local storage (before the cookie) hides it and is written to the cookie', async () => {
    localStorage.setItem('earmark.monthlyBanner.2025-10', 'dismissed');
    renderWithProviders(<MonthlyBanner />);
    await waitFor(() => expect(screen.queryByText(TEXT)).toBeNull());
    expect(readCookie('earmark_banner')).toBe('2025-10');
  });

  it("is drawn by the server as the request's cookie says", () => {
    const draw = (cookies: string) =>
      renderToString(
        <MantineProvider>
          <RequestCookies value={cookies}>
            <MonthlyBanner />
          </RequestCookies>
        </MantineProvider>,
      );
    expect(draw('earmark_banner=2025-10; other=1')).not.toMatch(TEXT);
    expect(draw('earmark_banner=2025-09')).toMatch(TEXT);
  });

  it("follows the current month: November shows November's update, not October's", () => {
    at('2026-11-02T08:00:00Z');
    renderWithProviders(<MonthlyBanner />);
    const banner = screen.getByRole('status', { name: 'Monthly update' });
    expect(banner.textContent).toMatch(/^November update: search tabs count their results/);
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("December 2026 shows December's update: followers and upvotes in the bell, deep-listen headphones", () => {
    at('2026-12-01T00:30:00Z');
    renderWithProviders(<MonthlyBanner />);
    const banner = screen.getByRole('status', { name: 'Monthly update' });
    expect(banner.textContent).toMatch(
      /^December update: the bell now tells you about new followers and upvotes/,
    );
    expect(banner.textContent).toMatch(/headphones where you deep-listened/);
  });

  it('shows no banner in a month without an update', () => {
    at('2025-11-20T12:00:00Z');
    renderWithProviders(<MonthlyBanner />);
    expect(screen.queryByRole('status', { name: 'Monthly update' })).toBeNull();
  });

  it('keeps a text for each month from February to October 2025, each opening with its own month', () => {
    for (const month of ['02', '03', '04', '05', '06', '07', '08', '09', '10']) {
      const name = new Date(`2025-${month}-15T12:00:00Z`).toLocaleString('en-US', {
        month: 'long',
        timeZone: 'UTC',
      });
      expect(MONTHLY_UPDATES[`2025-${month}`]).toMatch(new RegExp(`^${name} update: `));
    }
    for (const [key, text] of Object.entries(MONTHLY_UPDATES)) {
      const name = new Date(`${key}-15T12:00:00Z`).toLocaleString('en-US', {
        month: 'long',
        timeZone: 'UTC',
      });
      expect(text.startsWith(`${name} update: `), key).toBe(true);
    }
    // Only what the app does: there are no notifications for likes.
    expect(MONTHLY_UPDATES['2025-09']).not.toMatch(/likes/);
    at('2025-03-10T12:00:00Z');
    renderWithProviders(<MonthlyBanner />);
    expect(screen.getByRole('status', { name: 'Monthly update' }).textContent).toMatch(
      /^March update: lists/,
    );
  });
});
