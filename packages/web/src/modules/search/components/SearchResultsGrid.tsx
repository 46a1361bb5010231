import { SimpleGrid } from '@mantine/core';
import type { SearchQuery } from '../../../graphql/generated/graphql';
import { plural } from '../../../lib/format';
import { ROUTES } from '../../../lib/links';
import { ListCard } from '../../lists';
import { ReleaseCard } from '../../releases';
import { creditText } from '../hit';
import type { SearchType } from '../searchTypes';
import { SearchHitCard } from './SearchHitCard';

type Props = { results: SearchQuery['search']; type: SearchType };

export const RESULT_COLS = { base: 2, xs: 3, sm: 4, md: 5 };
const LIST_COLS = { base: 1, xs: 2, md: 3 };

/** The results of one tab as cards that link to their pages. */
export function SearchResultsGrid({ results, type }: Props) {
  switch (type) {
    case 'RELEASE':
      return (
        <SimpleGrid cols={RESULT_COLS} spacing="md" verticalSpacing="lg">
          {results.releases.edges.map(({ node }, index) => (
            <ReleaseCard
              key={node.id}
              release={node}
              disambiguation={node.disambiguation}
              eager={index < 10}
              priority={index === 0}
            />
          ))}
        </SimpleGrid>
      );
    case 'SONG':
      return (
        <SimpleGrid cols={RESULT_COLS} spacing="md" verticalSpacing="lg">
          {results.songs.edges.map(({ node }) => (
            <SearchHitCard
              key={node.id}
              href={ROUTES.song(node.id)}
              title={node.title}
              disambiguation={node.disambiguation}
              subtitle={[creditText(node.artists), node.year, node.isVideo ? 'Video' : null]
                .filter(Boolean)
                .join(' · ')}
              image={node.image}
            />
          ))}
        </SimpleGrid>
      );
    case 'ARTIST':
      return (
        <SimpleGrid cols={RESULT_COLS} spacing="md" verticalSpacing="lg">
          {results.artists.edges.map(({ node }) => (
            <SearchHitCard
              key={node.id}
              href={ROUTES.artist(node.id)}
              title={node.name}
              subtitle={node.disambiguation ?? plural(node.numberOfFavorites, 'favorite')}
              image={node.image}
              round
            />
          ))}
        </SimpleGrid>
      );
    case 'LIST':
      return (
        <SimpleGrid cols={LIST_COLS} spacing="md" verticalSpacing="lg">
          {results.lists.edges.map(({ node }) => (
            <ListCard key={node.id} list={node} />
          ))}
        </SimpleGrid>
      );
    case 'USER':
      return (
        <SimpleGrid cols={RESULT_COLS} spacing="md" verticalSpacing="lg">
          {results.users.edges.map(({ node }) => (
            <SearchHitCard
              key={node.id}
              href={ROUTES.user(node.username)}
              // The name the member gave, with @username under it (as their profile shows them).
              title={node.displayName ?? node.username}
              subtitle={
                node.displayName
                  ? `@${node.username} · ${plural(node.numberOfChecks, 'check')}`
                  : plural(node.numberOfChecks, 'check')
              }
              image={node.avatar}
              round
            />
          ))}
        </SimpleGrid>
      );
  }
}
