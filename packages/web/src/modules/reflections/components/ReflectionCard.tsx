import { LIMITS } from '@earmark/shared';
import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LogFieldsFragment } from '../../../graphql/generated/graphql';
import { itemHref } from '../../../lib/links';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';
import { memberLabel } from '../../../ui/MemberName';
import { LogOwnerActions } from './LogOwnerActions';
import { ReflectionBody } from './ReflectionBody';
import classes from './ReflectionCard.module.css';
import { UpvoteButton } from './UpvoteButton';

type Props = {
  log: LogFieldsFragment;
  /** Condensed: shorter texts (60 characters) and no cover, as in the diary feed. */
  condensed?: boolean;
  showItem?: boolean;
  onDeleted?: () => void;
};

/** One reflection: the item, who and when, rating, reaction, writing with upvotes, actions. */
export function ReflectionCard({ log, condensed = false, showItem = true, onDeleted }: Props) {
  const item = log.item;
  const named = item.__typename === 'Release' || item.__typename === 'Song' ? item : null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={`Reflection by ${memberLabel(log.user)}`}
    >
      <div className={classes.layout}>
        {showItem && named && (
          <Anchor
            component={Link}
            to={itemHref(named)}
            className={classes.cover}
            data-condensed={condensed || undefined}
          >
            <CoverImage src={named.image} alt={`Cover of ${named.title}`} />
          </Anchor>
        )}
        <ReflectionBody
          log={log}
          limit={condensed ? LIMITS.reviewTruncateCondensed : LIMITS.reviewTruncate}
          heading={
            showItem &&
            named && (
              <div>
                <Anchor component={Link} to={itemHref(named)} fw={700} c="bright">
                  {named.title}
                </Anchor>
                {named.year ? <Text span c="dimmed" size="sm">{` ${named.year}`}</Text> : null}
                <Text size="sm" c="dimmed" lineClamp={1}>
                  <ArtistCredits artists={named.artists} />
                </Text>
              </div>
            )
          }
          aside={(part) => <UpvoteButton log={log} type={part} />}
        />
        <div className={classes.actions}>
          <LogOwnerActions log={log} onDeleted={onDeleted} />
        </div>
      </div>
    </Paper>
  );
}
