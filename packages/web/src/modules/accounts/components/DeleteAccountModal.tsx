import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { showErrorToast } from '../../../ui/errorToast';
import { errorMessage } from '../forms';
import { DeleteUserMutation } from '../graphql/DeleteUser';
import { clearSession } from '../session';
import { showAccountDeletedToast } from '../toasts';

type Props = { opened: boolean; onClose: () => void; userId: string; username: string };

/** Asks the member to type their username before deleting the account for good. */
export function DeleteAccountModal({ opened, onClose, userId, username }: Props) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [deleteUser, { loading }] = useMutation(DeleteUserMutation);
  const [confirmation, setConfirmation] = useState('');

  async function handleDelete() {
    try {
      await deleteUser({ variables: { userId } });
      clearSession();
      await client.clearStore();
      navigate(ROUTES.home, { replace: true });
      await client.refetchQueries({ include: 'active' });
      showAccountDeletedToast();
    } catch (caught) {
      showErrorToast(
        `There was an error deleting your account: ${errorMessage(caught)}. Please contact support.`,
      );
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Delete your account?" centered>
      <Stack gap="md">
        <Text size="sm">This cannot be undone. Type your username, {username}, to confirm.</Text>
        <TextInput
          label="Username"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={loading}
            disabled={confirmation !== username}
            onClick={() => void handleDelete()}
          >
            Delete account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
