import { Button, Group, Popover, Tabs, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { useTypedBeforeAdoption } from '../../../lib/useTypedBeforeAdoption';
import type { SearchHit } from '../hit';
import { useRecentSearches } from '../hooks/useRecentSearches';
import { useSearchSuggestions } from '../hooks/useSearchSuggestions';
import {
  DEFAULT_SEARCH_TYPE,
  parseSearchType,
  SEARCH_TAB_LABELS,
  SEARCH_TYPES,
  type SearchType,
  searchHref,
  toUrlType,
} from '../searchTypes';
import { optionId, SuggestionList } from './SuggestionList';
import { useTakeSearchHandoff } from './searchHandoff';

/**
 * The top bar's quick search: results of one kind (tabs) 300 ms after typing stops, recent
 * searches for an empty box, arrows to move, Enter to open, Escape to close. The box is a real
 * form (GET /search), so an Enter pressed on a drawn page before the app has adopted it searches too.
 */
export function QuickSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listId = useId();
  const formId = useId();
  // Text typed into the plain box that stood in for this one (searchHandoff.ts) carries on here.
  const handedOver = useRef<HTMLInputElement>(null);
  const handoff = useTakeSearchHandoff(handedOver);
  const [query, setQuery] = useState(handoff);
  const boxRef = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState(handoff !== '');
  // Text typed into the drawn box before the app adopted it is a search under way: shown at once.
  const typedRef = useTypedBeforeAdoption(query, (typed) => {
    setQuery(typed);
    setOpened(true);
  });
  const inputRef = useMergedRef(typedRef, handedOver);
  const [type, setType] = useState<SearchType>(
    () => parseSearchType(params.get('type')) ?? DEFAULT_SEARCH_TYPE,
  );
  const [active, setActive] = useState(-1);
  const { recent, remember } = useRecentSearches();
  const suggestions = useSearchSuggestions(opened ? query : '', type);
  const showingRecent = query.trim() === '';
  const hits = showingRecent ? recent : suggestions.hits;
  const message = showingRecent
    ? recent.length === 0
      ? 'No recent searches'
      : null
    : suggestions.loading && suggestions.hits.length === 0
      ? 'Loading...'
      : !suggestions.loading && suggestions.hits.length === 0
        ? 'No results found'
        : null;

  function close() {
    setOpened(false);
    setActive(-1);
  }

  function handleChoose(hit: SearchHit) {
    remember(hit);
    close();
    setQuery('');
    navigate(hit.href);
  }

  function handleShowAll() {
    const trimmed = query.trim();
    if (!trimmed) return;
    close();
    navigate(searchHref(trimmed, type));
  }

  function handleTypeChange(value: string | null) {
    const next = parseSearchType(value);
    if (next) setType(next);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = message ? -1 : hits.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpened(true);
      setActive((index) => (index >= last ? (last < 0 ? -1 : 0) : index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = opened && active >= 0 && !message ? hits[active] : undefined;
      if (hit) handleChoose(hit);
      else handleShowAll();
    } else if (event.key === 'Escape') {
      if (opened) close();
      else setQuery('');
    }
  }

  // Focus leaving the box and its popover (Tab past the last result, Shift+Tab before the box)
  // closes it; moving between them keeps it open.
  function handleBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !boxRef.current?.contains(next)) close();
  }

  return (
    // The popover is drawn right after the box (not in a portal), so Tab goes from the box to its
    // tabs, results and "Show all" in reading order.
    <search ref={boxRef}>
      <Popover
        opened={opened}
        onDismiss={close}
        position="bottom-start"
        width={440}
        trapFocus={false}
        returnFocus={false}
        closeOnEscape={false}
        shadow="md"
        withinPortal={false}
      >
        <Popover.Target>
          <TextInput
            ref={inputRef}
            type="search"
            name="query"
            form={formId}
            role="combobox"
            aria-label="Search"
            aria-expanded={opened}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={opened && active >= 0 ? optionId(listId, active) : undefined}
            placeholder="Search albums, songs, artists…"
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setActive(-1);
              setOpened(true);
            }}
            onFocus={() => setOpened(true)}
            onBlur={handleBlur}
            onClick={() => setOpened(true)}
            onKeyDown={handleKeyDown}
            leftSection={<IconSearch size={16} aria-hidden />}
            radius="xl"
            w="100%"
          />
        </Popover.Target>
        {/* Mouse down inside keeps the focus in the box, so typing and arrows go on working. */}
        <Popover.Dropdown
          p="xs"
          onMouseDown={(event) => event.preventDefault()}
          onBlur={handleBlur}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            handedOver.current?.focus();
            close();
          }}
        >
          <Tabs value={type} onChange={handleTypeChange} mb="xs">
            <Tabs.List grow>
              {SEARCH_TYPES.map((value) => (
                <Tabs.Tab key={value} value={value} px={6}>
                  {SEARCH_TAB_LABELS[value]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <SuggestionList
            listId={listId}
            heading={showingRecent ? 'Recent Searches' : null}
            hits={hits}
            active={active}
            message={message}
            onChoose={handleChoose}
            onActivate={setActive}
          />
          <Group justify="flex-end" mt="xs">
            <Button size="xs" variant="light" onClick={handleShowAll} disabled={showingRecent}>
              Show all
            </Button>
          </Group>
        </Popover.Dropdown>
      </Popover>
      {/* The box belongs to this form (its form attribute); after it, so a plain submit writes the
          URL the app writes (query, then type). The app's own Enter is handled on the box. */}
      <form id={formId} action={ROUTES.search} method="get" onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="type" value={toUrlType(type)} />
      </form>
    </search>
  );
}
