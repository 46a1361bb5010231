import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DeleteAccountModal } from './DeleteAccountModal';

type Props = { userId: string; username: string; email: string | null };

/** Settings, Account tab: the sign-in address and account deletion. */
export function AccountTab({ userId, username, email }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="xl" maw={520}>
      <TextInput
        label="Email"
        value={email ?? ''}
        readOnly
        description="The address you log in with and get reset links at."
      />
      <Stack gap="xs">
        <Title order={2} size="h4" c="red">
          Delete account
        </Title>
        <Text size="sm">
          This deletes everything you created: checks, ratings, reflections, follows and personal lists. Lists
          that reproduce someone else's list stay, credited to a deleted member.
        </Text>
        <Group>
          <Button color="red" variant="outline" onClick={open}>
            Delete my account
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal opened={opened} onClose={close} userId={userId} username={username} />
    </Stack>
  );
}
