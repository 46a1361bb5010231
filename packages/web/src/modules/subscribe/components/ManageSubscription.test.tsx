import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { supporterFlags } from '../test-support';
import { ManageSubscription } from './ManageSubscription';

const member = { id: '1', username: 'ada', isAdmin: false, isSupporter: false };

describe('ManageSubscription', () => {
  it('thanks a supporter and opens the portal from settings', () => {
    renderWithProviders(<ManageSubscription />, {
      member,
      prepareCache: supporterFlags(member.id, { isSupporter: true, isPastDueSupporter: false }),
    });
    expect(screen.getByText('Thank you for supporting Earmark.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('keeps the way to the portal for a past-due supporter', () => {
    renderWithProviders(<ManageSubscription />, {
      member,
      prepareCache: supporterFlags(member.id, { isSupporter: false, isPastDueSupporter: true }),
    });
    expect(screen.getByText(/your payment method in the billing portal/)).toBeTruthy();
    expect(screen.queryByText('Thank you for supporting Earmark.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('shows nothing to a member who does not support', () => {
    renderWithProviders(<ManageSubscription />, {
      member,
      prepareCache: supporterFlags(member.id, { isSupporter: false, isPastDueSupporter: false }),
    });
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });
});
