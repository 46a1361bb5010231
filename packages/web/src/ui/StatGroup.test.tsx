import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { StatGroup } from './StatGroup';

describe('StatGroup', () => {
  it('names a count of one in the singular', () => {
    renderWithProviders(
      <StatGroup
        stats={[
          { label: 'Likes', value: 1 },
          { label: 'Lists', value: 0 },
          { label: 'Followers', value: 2 },
          { label: 'Following', value: 1 },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Like', 'Lists', 'Followers', 'Following']);
  });
});
