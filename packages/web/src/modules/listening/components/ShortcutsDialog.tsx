import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { ITEM_SHORTCUTS } from '../shortcuts';

type Props = { opened: boolean; onClose: () => void };

/** The `?` key's dialog: an item page's keyboard shortcuts. */
export function ShortcutsDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="sm">
      <Stack gap="xs" component="dl" m={0}>
        {ITEM_SHORTCUTS.map(({ keys, label }) => (
          <Group key={keys} gap="sm" wrap="nowrap">
            <Text component="dt" w={32}>
              <Kbd>{keys}</Kbd>
            </Text>
            <Text component="dd" size="sm" m={0}>
              {label}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="md">
        On a release or song page, outside a text field.
      </Text>
    </Modal>
  );
}
