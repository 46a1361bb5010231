import { Box, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { usePageMeta } from '../../../lib/usePageMeta';
import { CardGridSkeleton } from '../../../ui/CardGridSkeleton';
import { MoreButton } from '../../../ui/MoreButton';
import { PanelError } from '../../../ui/PanelError';
import { FromMusicBrainz } from '../components/FromMusicBrainz';
import { PlainSearchInput } from '../components/PlainSearchInput';
import { RESULT_COLS, SearchResultsGrid } from '../components/SearchResultsGrid';
import { SearchQuery } from '../graphql/Search';
import { useSearchCounts } from '../hooks/useSearchCounts';
import { searchVariables, useSearchResults } from '../hooks/useSearchResults';
import {
  DEFAULT_SEARCH_TYPE,
  parseSearchType,
  SEARCH_TAB_LABELS,
  SEARCH_TYPES,
  type SearchType,
  toUrlType,
} from '../searchTypes';

/** What the URL asks for: the query and the tab (null for a type that is not one). */
function searchOf(params: URLSearchParams): { query: string; type: SearchType | null } {
  const rawType = params.get('type');
  return {
    query: (params.get('query') ?? '').trim(),
    type: rawType === null ? DEFAULT_SEARCH_TYPE : parseSearchType(rawType),
  };
}

/** The page's query: the first page of the tab the URL names (lib/firstQuery.ts). */
export const searchFirstQuery = firstQuery(SearchQuery, ({ search }) => {
  const { query, type } = searchOf(search);
  return query && type ? searchVariables(query, type) : null;
});

/** /search?query=…&type=…: one tab per kind, cards, and "Find More". */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { query, type } = searchOf(params);
  const countOf = useSearchCounts(query);
  usePageMeta({
    title: query ? `Search results for "${query}"` : 'Search',
    description: 'Search Earmark for albums, songs, artists, lists and members.',
  });

  function handleTabChange(value: string | null) {
    const next = parseSearchType(value);
    if (!next) return;
    const nextParams = new URLSearchParams(params);
    nextParams.set('type', toUrlType(next));
    setParams(nextParams, { preventScrollReset: true });
  }

  return (
    <Container py="xl">
      <Stack gap="lg">
        {/* Small screens keep the search box in the menu drawer: refine the query right here. */}
        <Box hiddenFrom="sm">
          <PlainSearchInput key={query} />
        </Box>
        <Title order={1} size="h2">
          {query ? `Search results for "${query}"` : 'Search'}
        </Title>
        {!query ? (
          <Text>Please enter a search in the search box</Text>
        ) : !type ? (
          <Text>Please enter a valid search type</Text>
        ) : (
          <Tabs value={type} onChange={handleTabChange}>
            <Tabs.List mb="lg">
              {SEARCH_TYPES.map((value) => {
                const count = countOf(value);
                return (
                  <Tabs.Tab key={value} value={value}>
                    {SEARCH_TAB_LABELS[value]}
                    {count !== null && (
                      <>
                        {' '}
                        <Text component="span" inherit c="dimmed" fw={400}>
                          {count}
                        </Text>
                      </>
                    )}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            <SearchTab query={query} type={type} />
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}

type TabProps = { query: string; type: SearchType };

function SearchTab({ query, type }: TabProps) {
  const { results, hasMore, count, loading, error, findMore } = useSearchResults(query, type);
  if (error && !results) return <PanelError error={error} />;
  if (!results) {
    return (
      <Stack gap="sm">
        <Text c="dimmed">Loading...</Text>
        <CardGridSkeleton count={10} cols={RESULT_COLS} />
      </Stack>
    );
  }
  // A member's release results end with what MusicBrainz has and Earmark lacks, asked once these show.
  const fromMusicBrainz = type === 'RELEASE' ? <FromMusicBrainz query={query} /> : null;
  if (count === 0)
    return (
      <Stack gap="lg">
        <Text>No results found</Text>
        {fromMusicBrainz}
      </Stack>
    );
  return (
    <Stack gap="lg">
      <SearchResultsGrid results={results} type={type} />
      {hasMore ? <MoreButton onClick={findMore} loading={loading} label="Find More" /> : null}
      {fromMusicBrainz}
    </Stack>
  );
}
