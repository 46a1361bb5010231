import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ReleaseCardFieldsFragment } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';
import { Disambiguation } from '../../../ui/Disambiguation';
import { ListenedMark } from '../../../ui/ListenedMark';
import classes from './ReleaseCard.module.css';

type Props = {
  release: ReleaseCardFieldsFragment;
  /** MusicBrainz's comment beside the title, where the list shows it (search results). */
  disambiguation?: string | null;
  eager?: boolean;
  /** The page's largest image (CoverImage's `priority`). */
  priority?: boolean;
};

/**
 * Cover, title and artists; the whole card links to the release. The member's listen shows on the
 * cover's corner: a check, or headphones for a deep listen (as help and the collection show it).
 */
export function ReleaseCard({ release, disambiguation, eager, priority }: Props) {
  return (
    // The link's name is its visible text (title, artists, year), then the listen mark; the cover
    // is decoration here.
    <Link to={ROUTES.release(release.id)} className={classes.card}>
      <Stack gap={6}>
        <CoverImage
          src={release.image}
          fallbackSrc={release.thumb}
          alt=""
          eager={eager}
          priority={priority}
        />
        <div>
          <Text fw={700} size="sm" lineClamp={1} className={classes.title}>
            {release.title}
            <Disambiguation text={disambiguation} />
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            <ArtistCredits artists={release.artists} linked={false} />
            {release.year ? ` · ${release.year}` : ''}
          </Text>
        </div>
      </Stack>
      {release.currentUserHasChecked && (
        <span className={classes.mark}>
          <ListenedMark deep={release.currentUserDeepListened} size="sm" />
        </span>
      )}
    </Link>
  );
}
