import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listener, releaseForActions } from '../../../test/releaseForActions';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReleaseForActionsQuery } from '../graphql/ReleaseForActions';
import { ItemActionsById } from './ItemActionsById';

const member = listener;
const release = releaseForActions;

function renderRelease(item: typeof release) {
  return renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, {
    member,
    mocks: [
      {
        request: { query: ReleaseForActionsQuery, variables: { id: '7' } },
        result: { data: { release: item } },
      },
    ],
  });
}

describe('the listened toggle', () => {
  it('reads "Mark as listened" until the item is checked (labels flip)', async () => {
    renderRelease(release);
    const button = await screen.findByRole('button', { name: 'Mark as listened' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Listened' })).toBeNull();
  });

  it('reads "Listened" once checked, with a check for a plain listen and headphones for a deep listen', async () => {
    for (const [deep, icon] of [
      [false, '.tabler-icon-check'],
      [true, '.tabler-icon-headphones'],
    ] as const) {
      const view = renderRelease({ ...release, currentUserHasChecked: true, currentUserDeepListened: deep });
      const button = await screen.findByRole('button', { name: 'Listened' });
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(button.querySelector(icon)).not.toBeNull();
      expect(button.querySelector(deep ? '.tabler-icon-check' : '.tabler-icon-headphones')).toBeNull();
      view.unmount();
    }
  });
});
