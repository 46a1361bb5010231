import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from './RootErrorBoundary';

function Exploding(): never {
  throw new Error('The record skipped');
}

describe('RootErrorBoundary', () => {
  it('tells the user what went wrong in the words of the spec', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <Exploding />, errorElement: <RootErrorBoundary /> },
    ]);
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We're sorry, an error occurred: The record skipped. Please try again.",
    );
  });
});
