import { LIMITS } from '@earmark/shared';
import { Anchor, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

type Props = { name: string; profile: string };

/** The artist's biography, cut short with a "more" link that opens the whole text. */
export function ArtistProfile({ name, profile }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const truncated = profile.length > LIMITS.defaultTruncate;
  const shown = truncated ? `${profile.slice(0, LIMITS.defaultTruncate).trimEnd()}… ` : profile;
  return (
    <>
      <Text size="sm" c="var(--earmark-color-soft)" style={{ whiteSpace: 'pre-line' }} maw={720}>
        {shown}
        {truncated && (
          <Anchor component="button" type="button" size="sm" fw={600} onClick={open}>
            more
          </Anchor>
        )}
      </Text>
      <Modal opened={opened} onClose={close} title={name} size="lg">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {profile}
        </Text>
      </Modal>
    </>
  );
}
