import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestCookies, readCookie } from '../../lib/cookies';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MonthlyBanner } from './MonthlyBanner';

const TEXT = /a mobile app is in the works/;

describe('MonthlyBanner', () => {
  afterEach(() => {
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
});
