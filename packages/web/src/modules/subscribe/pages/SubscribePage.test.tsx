import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SubscribePage } from './SubscribePage';

const member = { id: '1', username: 'ada', isAdmin: false, isSupporter: false };

describe('SubscribePage', () => {
  it('shows both plans at the yearly prices by default and the monthly ones on the toggle', async () => {
    renderWithProviders(<SubscribePage />, { member, path: '/subscribe' });
    expect(screen.getByRole('heading', { name: 'Show your support' })).toBeTruthy();
    expect(screen.getByText('Save 20%')).toBeTruthy();
    expect(screen.getByText('19.00 / year')).toBeTruthy();
    expect(screen.getByText('39.00 / year')).toBeTruthy();
    await userEvent.click(screen.getByText('Monthly'));
    expect(screen.getByText('1.99 / month')).toBeTruthy();
    expect(screen.getByText('3.99 / month')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email Us' })).toBeTruthy();
  });

  it('asks a visitor to sign up or log in', () => {
    renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    expect(screen.getByText(/to support the product through a subscription\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Become a/ })).toBeNull();
  });

  it('thanks a supporter and offers only the donation link', () => {
    renderWithProviders(<SubscribePage />, { member: { ...member, isSupporter: true }, path: '/subscribe' });
    expect(screen.getByText('You are already a supporter! Thank you for your support!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a one-time donation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Become a/ })).toBeNull();
  });
});
