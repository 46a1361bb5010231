import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { SupporterBadge } from './SupporterBadge';

function renderBadge(user: Parameters<typeof SupporterBadge>[0]['user']) {
  return render(
    <MantineProvider theme={theme} env="test">
      <span>@ada</span>
      <SupporterBadge user={user} />
    </MantineProvider>,
  );
}

describe('SupporterBadge', () => {
  it('reads FAN or VIP for a supporter', () => {
    renderBadge({ isSupporter: true, isFAN: true, isVIP: false });
    expect(screen.getByLabelText('FAN supporter').textContent).toBe('FAN');
  });

  it('reads VIP for a VIP supporter', () => {
    renderBadge({ isSupporter: true, isFAN: false, isVIP: true });
    expect(screen.getByLabelText('VIP supporter').textContent).toBe('VIP');
  });

  it('shows nothing for a member who does not (or no longer) support', () => {
    renderBadge({ isSupporter: false, isFAN: true, isVIP: false });
    expect(screen.queryByLabelText(/supporter/)).toBeNull();
  });
});
