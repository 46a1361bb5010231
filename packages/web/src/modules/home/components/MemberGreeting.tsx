import { useQuery } from '@apollo/client/react';
import { Anchor, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { MemberRow } from '../../social';
import { MemberGreetingQuery } from '../graphql/MemberGreeting';

/** A member with this many checks is past their first steps, whatever else is left. */
const SETTLED_CHECKS = 10;

type Step = { done: boolean; label: ReactNode };

function StepIcon({ done }: { done: boolean }) {
  return (
    <ThemeIcon size={22} radius="xl" color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'}>
      {done ? <IconCheck size={14} aria-label="done" /> : <span aria-hidden>·</span>}
    </ThemeIcon>
  );
}

/**
 * "welcome, @name" for a member starting out (fewer than ten checks, following nobody, no favorite
 * albums yet), with their first steps and members to follow; "welcome back" otherwise (the steps stay
 * until done while the member has fewer than ten checks). Drawn by the server with the home (no
 * browser-only API while rendering).
 */
export function MemberGreeting({ username }: { username: string }) {
  const { data } = useQuery(MemberGreetingQuery, { fetchPolicy: 'cache-and-network' });
  const member = data?.currentUser;
  const steps: Step[] = member
    ? [
        {
          done: member.numberOfChecks > 0,
          label: (
            <>
              Mark an album you know as listened: start from the{' '}
              <Anchor component={Link} to={ROUTES.lists}>
                official lists
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to={ROUTES.search}>
                search
              </Anchor>
              .
            </>
          ),
        },
        { done: member.numberOfFollowees > 0, label: 'Follow a few members to see their listening here.' },
        {
          done: member.favoriteReleasesList != null,
          label: (
            <>
              <Anchor component={Link} to={`${ROUTES.newList}/favorite-releases`}>
                Pick your favorite albums
              </Anchor>{' '}
              for your profile.
            </>
          ),
        },
      ]
    : [];
  const showSteps =
    member != null && member.numberOfChecks < SETTLED_CHECKS && steps.some((step) => !step.done);
  // New: starting out and not yet connected (a few checks carried over from before signing up count
  // as starting out).
  const isNew = showSteps && member.numberOfFollowees === 0 && member.favoriteReleasesList == null;
  return (
    <Stack gap="lg">
      <Title order={1}>{`${isNew ? 'welcome' : 'welcome back'}, @${username}`}</Title>
      {showSteps && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="first-steps">
          <Title order={2} size="h3" id="first-steps">
            Your first steps
          </Title>
          <List spacing="sm" mt="sm" center>
            {steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed
              <List.Item key={index} icon={<StepIcon done={step.done} />}>
                <Text
                  size="sm"
                  td={step.done ? 'line-through' : undefined}
                  c={step.done ? 'dimmed' : undefined}
                >
                  {step.label}
                </Text>
              </List.Item>
            ))}
          </List>
          {member.suggestedFollows.length > 0 && (
            <Stack gap={0} mt="md" component="section" aria-labelledby="members-to-follow">
              <Title order={3} size="h5" id="members-to-follow">
                Members to follow
              </Title>
              {member.suggestedFollows.map((user) => (
                <MemberRow key={user.id} user={user} />
              ))}
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
}
