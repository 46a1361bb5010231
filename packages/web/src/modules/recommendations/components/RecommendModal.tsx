import { useMutation, useQuery } from '@apollo/client/react';
import { itemTypeOf } from '@earmark/shared';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { showErrorToast } from '../../../ui/errorToast';
import { MemberName } from '../../../ui/MemberName';
import { useCurrentUser } from '../../auth';
import { RecommendReleaseMutation, RecommendSongMutation } from '../graphql/RecommendItem';
import { RecommendModalQuery } from '../graphql/RecommendModalQuery';

export type RecommendTarget = { __typename: 'Release' | 'Song'; id: string; title: string };

const EXPLANATION_MAX = 1_000;

type Props = { target: RecommendTarget | null; onClose: () => void };

/** "Recommend to friends": the member's friends who have not had this item from them, and a note. */
export function RecommendModal({ target, onClose }: Props) {
  const member = useCurrentUser();
  const [chosen, setChosen] = useState<string[]>([]);
  const [explanation, setExplanation] = useState('');
  const friends = useQuery(RecommendModalQuery, {
    variables: {
      itemId: target?.id ?? '',
      itemType: itemTypeOf(target?.__typename ?? 'Release'),
    },
    skip: !member || !target,
    fetchPolicy: 'network-only',
  });
  const [recommendRelease, releaseState] = useMutation(RecommendReleaseMutation);
  const [recommendSong, songState] = useMutation(RecommendSongMutation);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item starts a new recommendation
  useEffect(() => {
    setChosen([]);
    setExplanation('');
  }, [target?.id]);

  const send = async () => {
    if (!target) return;
    const variables = { recommendeeIds: chosen, explanation: explanation.trim() || null };
    try {
      if (target.__typename === 'Release')
        await recommendRelease({ variables: { ...variables, releaseId: target.id } });
      else await recommendSong({ variables: { ...variables, songId: target.id } });
      notifications.show({
        color: 'teal',
        title: 'Shared!',
        message: 'Your recommendation has been shared.',
      });
      onClose();
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  };

  const list = friends.data?.currentUser?.friendsToRec ?? [];
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? `Recommend ${target.title}` : ''}>
      {!member ? (
        <Alert color="yellow">
          Please{' '}
          <Anchor component={Link} to={ROUTES.signup}>
            sign up
          </Anchor>{' '}
          to recommend music to friends.
        </Alert>
      ) : friends.loading ? (
        <Loader role="status" aria-label="Loading your friends" />
      ) : (
        <Stack gap="md">
          {list.length === 0 ? (
            <Text c="dimmed" size="sm">
              No friends to recommend this to. Friends are members who follow you and whom you follow back.
            </Text>
          ) : (
            <Checkbox.Group label="Friends" value={chosen} onChange={setChosen}>
              <ScrollArea.Autosize mah={240}>
                <Stack gap={6} mt={6}>
                  {list.map((friend) => (
                    <Checkbox
                      key={friend.id}
                      value={friend.id}
                      label={
                        <Group gap={6}>
                          <Avatar
                            aria-hidden
                            src={friend.avatar}
                            alt=""
                            name={friend.username}
                            color="initials"
                            size={22}
                          />
                          <span>
                            <MemberName displayName={friend.displayName} username={friend.username} />
                          </span>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Checkbox.Group>
          )}
          <Textarea
            label="Explanation (optional)"
            maxLength={EXPLANATION_MAX}
            autosize
            minRows={2}
            value={explanation}
            onChange={(event) => setExplanation(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              onClick={() => void send()}
              disabled={chosen.length === 0}
              loading={releaseState.loading || songState.loading}
            >
              Recommend
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
