import { Alert } from '@mantine/core';

type Props = { error: { message: string } };

/** A data panel that failed to load (member-experience §8, "Panel data errors"). */
export function PanelError({ error }: Props) {
  return (
    <Alert color="red" variant="light" title="Error!">
      {error.message}
    </Alert>
  );
}
