import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MonthlyBanner } from './MonthlyBanner';

describe('MonthlyBanner', () => {
  afterEach(() => localStorage.clear());

  it("shows the month's update until dismissed, and stays dismissed on the next visit", async () => {
    const first = renderWithProviders(<MonthlyBanner />);
    expect(screen.getByText(/a mobile app is in the works/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss update' }));
    expect(screen.queryByText(/a mobile app is in the works/)).toBeNull();
    expect(localStorage.getItem('earmark.monthlyBanner.2025-10')).toBe('dismissed');
    first.unmount();
    renderWithProviders(<MonthlyBanner />);
    expect(screen.queryByText(/a mobile app is in the works/)).toBeNull();
  });

  it("an earlier month's dismissal does not hide this month's banner", () => {
    localStorage.setItem('earmark.monthlyBanner.2025-09', 'dismissed');
    renderWithProviders(<MonthlyBanner />);
    expect(screen.getByText(/a mobile app is in the works/)).toBeTruthy();
  });
});
