import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ActivityCardFieldsFragment } from '../../../graphql/generated/graphql';
import { itemHref, ROUTES } from '../../../lib/links';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';
import { ListenedMark } from '../../../ui/ListenedMark';
import { MemberName } from '../../../ui/MemberName';
import { RatingStars } from '../../../ui/RatingStars';
import { TimeAgo } from '../../../ui/TimeAgo';

type Props = {
  activity: ActivityCardFieldsFragment;
  /** A card on the first screen: its cover and its member's picture load at once, the others as they come near. */
  eager?: boolean;
};

/** One member's recent listen: the item's cover, who listened, their rating and when. */
export function ActivityCard({ activity, eager = false }: Props) {
  const { item, user } = activity;
  const image = item.__typename === 'Song' ? item.image : item.thumb;
  return (
    <Stack gap={6}>
      <Link to={itemHref(item)} aria-label={item.title}>
        <CoverImage src={image} alt={`Cover of ${item.title}`} eager={eager} />
      </Link>
      <div>
        <Anchor component={Link} to={itemHref(item)} fw={700} size="sm" c="bright" lh="24px" lineClamp={1}>
          {item.title}
        </Anchor>
        <Text size="xs" c="dimmed" lh="24px" lineClamp={1}>
          <ArtistCredits artists={item.artists} />
        </Text>
      </div>
      <Group gap={6} wrap="nowrap">
        <Avatar
          src={user.avatar}
          alt=""
          name={user.username}
          color="initials"
          size={20}
          radius="xl"
          imageProps={{ loading: eager ? 'eager' : 'lazy' }}
        />
        <Anchor
          component={Link}
          to={ROUTES.user(user.username)}
          size="xs"
          fw={600}
          c="bright"
          lh="24px"
          truncate
        >
          <MemberName displayName={user.displayName} username={user.username} />
        </Anchor>
      </Group>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          {/* A deep listen (the "headphone" listen) shows its headphones beside the rating. */}
          {activity.log?.wasDeepListen && <ListenedMark deep />}
          {activity.rating != null && <RatingStars value={activity.rating} />}
        </Group>
        <Text size="xs" c="dimmed">
          <TimeAgo date={activity.date} />
        </Text>
      </Group>
    </Stack>
  );
}
