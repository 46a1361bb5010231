import { Alert } from '@mantine/core';

type Props = { error: { message: string } };

/** A data panel that failed to load (the panel shows its own error, the page stays). */
export function PanelError({ error }: Props) {
  return (
    <Alert color="red" variant="light" title="Error!">
      {error.message}
    </Alert>
  );
}
