import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { MemberName, memberLabel } from './MemberName';

function renderName(displayName: string | null) {
  return render(
    <MantineProvider theme={theme} env="test">
      <h1>
        <MemberName displayName={displayName} username="ada" />
      </h1>
    </MantineProvider>,
  );
}

describe('MemberName', () => {
  it('shows the name a member gave beside their @username', () => {
    const { container } = renderName('Ada Lovelace');
    expect(container.querySelector('h1')?.textContent).toBe('Ada Lovelace @ada');
  });

  it('shows the @username alone when they gave no name', () => {
    const { container } = renderName(null);
    expect(container.querySelector('h1')?.textContent).toBe('@ada');
  });

  it('reads the same as plain text for labels and titles', () => {
    expect(memberLabel({ displayName: 'Ada Lovelace', username: 'ada' })).toBe('Ada Lovelace @ada');
    expect(memberLabel({ displayName: null, username: 'ada' })).toBe('@ada');
  });
});
