import { Avatar, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CoverImage } from '../../../ui/CoverImage';
import { Disambiguation } from '../../../ui/Disambiguation';
import { releaseCardClasses as classes } from '../../releases';

type Props = {
  href: string;
  title: string;
  /** MusicBrainz's comment, beside the title. */
  disambiguation?: string | null;
  subtitle: string;
  image: string | null;
  /** People and artists get a round picture; songs a cover. */
  round?: boolean;
};

/** A search result that is not a release or a list: picture, name, a line about it. */
export function SearchHitCard({ href, title, disambiguation, subtitle, image, round = false }: Props) {
  return (
    <Link to={href} className={classes.card}>
      <Stack gap={6} align={round ? 'center' : 'stretch'}>
        {round ? (
          <Avatar src={image} alt="" size={120} radius={999}>
            {title.slice(0, 1).toUpperCase()}
          </Avatar>
        ) : (
          <CoverImage src={image ?? ''} alt={`Cover of ${title}`} />
        )}
        <div>
          <Text fw={700} size="sm" lineClamp={1} ta={round ? 'center' : 'start'} className={classes.title}>
            {title}
            <Disambiguation text={disambiguation} />
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} ta={round ? 'center' : 'start'}>
            {subtitle}
          </Text>
        </div>
      </Stack>
    </Link>
  );
}
