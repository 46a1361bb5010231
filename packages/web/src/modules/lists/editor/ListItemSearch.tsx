import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { Button, Group, Image, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListFormQuery as ListFormData } from '../../../graphql/generated/graphql';
import { creditText } from '../../../ui/ArtistCredits';
import { ListFormQuery } from '../graphql/ListForm';
import { itemKey, type NewItem } from './listDraft';

const KINDS = [
  { value: 'RELEASE', label: 'Albums' },
  { value: 'SONG', label: 'Songs' },
  { value: 'ARTIST', label: 'Artists' },
] as const;
type Kind = (typeof KINDS)[number]['value'];

type Search = ListFormData['search'];
type Named = {
  id: string;
  title: string;
  year?: number | null;
  image?: string | null;
  artists: Parameters<typeof creditText>[0];
};

/** A release or song as a search result: its artists and year below its title. */
function namedItem(type: 'RELEASE' | 'SONG', node: Named): NewItem {
  return {
    type,
    id: node.id,
    title: node.title,
    subtitle: [creditText(node.artists), node.year].filter(Boolean).join(' · '),
    image: node.image ?? null,
  };
}

/** Each kind's results, read from its own part of the search's answer. */
const RESULTS: Record<Kind, (search: Search) => NewItem[]> = {
  RELEASE: (search) => search.releases.edges.map(({ node }) => namedItem('RELEASE', node)),
  SONG: (search) => search.songs.edges.map(({ node }) => namedItem('SONG', node)),
  ARTIST: (search) =>
    search.artists.edges.map(({ node }) => ({
      type: 'ARTIST',
      id: node.id,
      title: node.name,
      subtitle: 'Artist',
      image: node.image ?? null,
    })),
};

type Props = { has: (key: string) => boolean; onAdd: (item: NewItem) => void; only?: Kind | null };

/** The editor's search: releases, songs or artists, each with an Add button. */
export function ListItemSearch({ has, onAdd, only }: Props) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Kind>(only ?? 'RELEASE');
  const kind = only ?? chosen;
  const [query] = useDebouncedValue(text.trim(), LIMITS.searchDebounceMs);
  const { data, loading } = useQuery(ListFormQuery, {
    variables: { query, types: [kind] },
    skip: query === '',
  });
  const results = data ? RESULTS[kind](data.search) : [];
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 220 }}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder="Search to add items"
          aria-label="Search to add items"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {!only && (
          <SegmentedControl
            aria-label="What to search"
            data={KINDS.map((k) => ({ value: k.value, label: k.label }))}
            value={kind}
            onChange={(value) => setChosen(KINDS.find((k) => k.value === value)?.value ?? 'RELEASE')}
          />
        )}
      </Group>
      {loading && <Loader size="sm" role="status" aria-label="Searching" />}
      {query !== '' && !loading && results.length === 0 && <Text c="dimmed">No results found</Text>}
      <Stack gap={4} aria-label="Search results">
        {results.map((result) => {
          const added = has(itemKey(result.type, result.id));
          return (
            <Group key={result.id} wrap="nowrap" gap="sm">
              <Image src={result.image} alt="" w={40} h={40} radius="sm" fallbackSrc="/favicon.svg" />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} lineClamp={1}>
                  {result.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {result.subtitle}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant={added ? 'default' : 'light'}
                disabled={added}
                leftSection={added ? undefined : <IconPlus size={14} aria-hidden />}
                aria-label={added ? `${result.title} is on the list` : `Add ${result.title}`}
                onClick={() => onAdd(result)}
              >
                {added ? 'Added' : 'Add'}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
