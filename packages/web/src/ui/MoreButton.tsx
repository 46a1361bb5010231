import { Button, Center } from '@mantine/core';

type Props = {
  onClick: () => void;
  loading: boolean;
  /** "Load More" on pages and tabs; the search page says "Find More". */
  label?: string;
};

/** The centred button under a list that fetches its next page. */
export function MoreButton({ onClick, loading, label = 'Load More' }: Props) {
  return (
    <Center mt="md">
      <Button variant="default" onClick={onClick} loading={loading}>
        {label}
      </Button>
    </Center>
  );
}
