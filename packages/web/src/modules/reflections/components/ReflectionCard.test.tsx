import { LIMITS } from '@earmark/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleLog } from '../../../test/logFixture';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReflectionCard } from './ReflectionCard';

const log = { ...sampleLog, review: 'The second side glows. '.repeat(20) };

const member = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };

describe('ReflectionCard', () => {
  it('shows the item, the byline, and the writing with an upvote button beside each part', () => {
    renderWithProviders(<ReflectionCard log={log} />, { member });
    const card = within(screen.getByRole('article', { name: 'Reflection by @friend' }));
    expect(card.getByRole('link', { name: 'Blue Hour' }).getAttribute('href')).toBe('/releases/7');
    expect(card.getByRole('link', { name: '@friend' }).getAttribute('href')).toBe('/users/friend');
    expect(card.getByLabelText('VIP supporter')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Mar 10' }).getAttribute('title')).toBe('March 10, 2026');
    expect(card.getByText('Loved')).toBeTruthy();
    expect(card.getByText('Late-night revelation')).toBeTruthy();
    expect(card.getByLabelText('Review').textContent).toContain('more');
    expect(card.getByLabelText('Gratitude').textContent?.trim()).toBe('For the long walk home.');
    const upvotes = card.getAllByRole('button', { name: /^Upvote/ });
    expect(upvotes.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Upvote review: 2',
      'Upvote gratitude: 1',
    ]);
    expect(upvotes[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('cuts the writing shorter when condensed, as in the diary feed', () => {
    renderWithProviders(<ReflectionCard log={log} condensed />, { member });
    const shown = screen.getByLabelText('Review').textContent ?? '';
    expect(
      shown.startsWith(`${(log.review ?? '').slice(0, LIMITS.reviewTruncateCondensed).trimEnd()}…`),
    ).toBe(true);
  });

  it("is labelled by the member's display name and @username, as its byline shows them", () => {
    const named = { ...log, user: { ...log.user, displayName: 'Frida Lind' } };
    renderWithProviders(<ReflectionCard log={named} />, { member });
    const card = within(screen.getByRole('article', { name: 'Reflection by Frida Lind @friend' }));
    expect(card.getByRole('link', { name: 'Frida Lind @friend' }).getAttribute('href')).toBe('/users/friend');
  });
});
