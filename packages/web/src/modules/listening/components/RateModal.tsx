import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RatingInput } from '../../../ui/RatingInput';

type Props = {
  opened: boolean;
  title: string;
  rating: number | null;
  onClose: () => void;
  onSave: (rating: number) => void;
  onRemove: () => void;
};

/** Rate 0.5–5 in half stars; "Remove rating" sends 0's meaning (removal). */
export function RateModal({ opened, title, rating, onClose, onSave, onRemove }: Props) {
  const [value, setValue] = useState(rating ?? 0);
  useEffect(() => {
    if (opened) setValue(rating ?? 0);
  }, [opened, rating]);
  return (
    <Modal opened={opened} onClose={onClose} title={`Rate ${title}`} centered>
      <Stack align="center" gap="md">
        <RatingInput value={value} onChange={setValue} />
        <Text size="sm" c="dimmed">
          {value > 0 ? `${value} out of 5` : 'Not rated'}
        </Text>
        <Group>
          {rating !== null && (
            <Button variant="subtle" color="red" onClick={onRemove}>
              Remove rating
            </Button>
          )}
          <Button disabled={value === 0} onClick={() => onSave(value)}>
            Save rating
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
