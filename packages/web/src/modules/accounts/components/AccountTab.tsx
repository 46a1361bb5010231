import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DeleteAccountModal } from './DeleteAccountModal';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { PrivacySection } from './PrivacySection';

type Props = {
  userId: string;
  username: string;
  email: string | null;
  allowEmail: boolean;
  isPrivate: boolean;
  showStats: boolean;
};

/** Settings, Account tab: address, password, news mails, privacy and account deletion. */
export function AccountTab({ userId, username, email, allowEmail, isPrivate, showStats }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="xl" maw={520}>
      <EmailSection email={email} />
      <Divider />
      <PasswordSection />
      <Divider />
      <PrivacySection userId={userId} allowEmail={allowEmail} isPrivate={isPrivate} showStats={showStats} />
      <Divider />
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
