import { Alert } from '@mantine/core';
import { isNetworkFailure } from '../lib/network';

type Props = {
  error: { message: string };
  /** The alert's title: "Error!" for a panel; the artist page says "Sorry, something went wrong". */
  title?: string;
};

/** A data panel that failed to load (the panel shows its own error, the page stays). */
export function PanelError({ error, title = 'Error!' }: Props) {
  if (isNetworkFailure(error.message)) {
    return (
      <Alert color="orange" variant="light" title="You are offline">
        This could not load without a connection. Reload the page once you are back online.
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={title}>
      {error.message}
    </Alert>
  );
}
