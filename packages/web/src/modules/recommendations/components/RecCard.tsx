import { useMutation } from '@apollo/client/react';
import { Anchor, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RecFieldsFragment } from '../../../graphql/generated/graphql';
import { itemHref, ROUTES } from '../../../lib/links';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';
import { showErrorToast } from '../../../ui/errorToast';
import { MemberName } from '../../../ui/MemberName';
import { RatingStars } from '../../../ui/RatingStars';
import { TimeAgo } from '../../../ui/TimeAgo';
import { CheckReleaseMutation, CheckSongMutation } from '../../listening';
import { DeclineRecMutation } from '../graphql/DeclineRec';
import { RespondDialog } from './RespondDialog';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where a recommendation came from: a member (with avatar) or a list the member follows. */
export function RecSource({ rec }: { rec: RecFieldsFragment }) {
  if (rec.recommender)
    return (
      <Group gap={6} wrap="nowrap">
        <Avatar
          src={rec.recommender.avatar}
          alt=""
          name={rec.recommender.username}
          color="initials"
          size={20}
        />
        <Anchor component={Link} to={ROUTES.user(rec.recommender.username)} size="xs" fw={600} c="bright">
          <MemberName displayName={rec.recommender.displayName} username={rec.recommender.username} />
        </Anchor>
      </Group>
    );
  if (rec.list)
    return (
      <Text size="xs">
        From the list{' '}
        <Anchor component={Link} to={ROUTES.list(rec.list.id)} size="xs" fw={600}>
          {rec.list.name}
        </Anchor>
      </Text>
    );
  return null;
}

/** One of Recs For You: item, explanation, source, date, the recommender's rating; check, decline, respond. */
export function RecCard({ rec, onDeclined }: { rec: RecFieldsFragment; onDeclined: () => void }) {
  const { item } = rec;
  const [responding, setResponding] = useState(false);
  const [decline, declineState] = useMutation(DeclineRecMutation);
  const [checkRelease, releaseState] = useMutation(CheckReleaseMutation);
  const [checkSong, songState] = useMutation(CheckSongMutation);
  const check = async () => {
    try {
      if (item.__typename === 'Release') await checkRelease({ variables: { releaseId: item.id } });
      else await checkSong({ variables: { songId: item.id } });
    } catch (error) {
      showErrorToast(message(error));
    }
  };
  const declineRec = async () => {
    try {
      await decline({ variables: { recId: rec.id } });
      onDeclined();
    } catch (error) {
      showErrorToast(message(error));
    }
  };
  const image = item.__typename === 'Song' ? item.image : item.thumb;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Recommendation: ${item.title}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Link to={itemHref(item)} style={{ width: 72, flexShrink: 0 }} aria-label={item.title}>
          <CoverImage src={image} alt={`Cover of ${item.title}`} radius="sm" />
        </Link>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={itemHref(item)} fw={700} size="sm" c="bright" lineClamp={1}>
            {item.title}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            <ArtistCredits artists={item.artists} />
          </Text>
          <Group gap="xs" wrap="wrap">
            <RecSource rec={rec} />
            {rec.recommendersRating != null && <RatingStars value={rec.recommendersRating} />}
            <Text size="xs" c="dimmed">
              <TimeAgo date={rec.date} />
            </Text>
          </Group>
          {rec.explanation && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {rec.explanation}
            </Text>
          )}
          {rec.userResponse && (
            <Text size="xs" c="dimmed">
              You responded: {rec.userResponse}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Button
              size="compact-xs"
              variant={item.currentUserHasChecked ? 'filled' : 'default'}
              leftSection={<IconCheck size={12} />}
              loading={releaseState.loading || songState.loading}
              disabled={item.currentUserHasChecked}
              onClick={() => void check()}
            >
              {item.currentUserHasChecked ? 'Listened' : 'Check'}
            </Button>
            {rec.recommender && (
              <Button size="compact-xs" variant="default" onClick={() => setResponding(true)}>
                {rec.userResponse ? 'Edit response' : 'Respond'}
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={12} />}
              loading={declineState.loading}
              onClick={() => void declineRec()}
            >
              Decline
            </Button>
          </Group>
        </Stack>
      </Group>
      <RespondDialog rec={rec} opened={responding} onClose={() => setResponding(false)} />
    </Paper>
  );
}
