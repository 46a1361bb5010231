import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SEARCH_TYPE, parseSearchType, searchHref } from '../searchTypes';

type Props = {
  /** Called after navigating, e.g. to close the mobile drawer. */
  onSearch?: (() => void) | undefined;
};

/** Small screens and the search page itself: a box whose Enter opens the search page. */
export function PlainSearchInput({ onSearch }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('query') ?? '');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    navigate(searchHref(trimmed, parseSearchType(params.get('type')) ?? DEFAULT_SEARCH_TYPE));
    onSearch?.();
  }

  return (
    <search>
      <form onSubmit={handleSubmit}>
        <TextInput
          type="search"
          aria-label="Search"
          placeholder="Search albums, songs, artists…"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          radius="xl"
          w="100%"
        />
      </form>
    </search>
  );
}
