import { TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { useTypedBeforeAdoption } from '../../../lib/useTypedBeforeAdoption';
import { DEFAULT_SEARCH_TYPE, parseSearchType, searchHref, toUrlType } from '../searchTypes';
import { useLeaveSearchHandoff, useTakeSearchHandoff } from './searchHandoff';

type Props = {
  /** Called after navigating, e.g. to close the mobile drawer. */
  onSearch?: (() => void) | undefined;
  /** Standing in for the header's quick search until its code is in: hands its text and focus over. */
  standIn?: boolean;
};

/**
 * Small screens and the search page itself: a box whose Enter opens the search page. A real form
 * (GET /search with the query and the tab), so it searches on a page drawn by the server before the
 * app has booted too.
 */
export function PlainSearchInput({ onSearch, standIn = false }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handedOver = useRef<HTMLInputElement>(null);
  const handoff = useTakeSearchHandoff(handedOver);
  const [query, setQuery] = useState(() => handoff || (params.get('query') ?? ''));
  const typedRef = useTypedBeforeAdoption(query, setQuery);
  useLeaveSearchHandoff(typedRef, standIn, query);
  const inputRef = useMergedRef(typedRef, handedOver);
  const type = parseSearchType(params.get('type')) ?? DEFAULT_SEARCH_TYPE;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    navigate(searchHref(trimmed, type));
    onSearch?.();
  }

  return (
    <search>
      <form action={ROUTES.search} method="get" onSubmit={handleSubmit}>
        <TextInput
          ref={inputRef}
          type="search"
          name="query"
          aria-label="Search"
          placeholder="Search albums, songs, artists…"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          radius="xl"
          w="100%"
        />
        {/* After the query, so a plain submit writes the URL the app writes. */}
        <input type="hidden" name="type" value={toUrlType(type)} />
      </form>
    </search>
  );
}
