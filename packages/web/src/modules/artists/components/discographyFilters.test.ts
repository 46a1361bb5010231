import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISCOGRAPHY_FILTERS,
  readDiscographyFilters,
  writeDiscographyFilters,
} from './discographyFilters';

const read = (query: string) => readDiscographyFilters(new URLSearchParams(query));

describe('discography filters in the URL', () => {
  it('defaults to year-newest, albums, no secondary types, list view', () => {
    expect(read('')).toEqual({
      sortBy: 'YEAR_NEWEST',
      primaryTypes: ['ALBUM'],
      secondaryTypes: [],
      view: 'list',
    });
  });

  it('reads valid values and drops unknown ones', () => {
    expect(
      read('sortBy=title-desc&primaryTypes=ep,album,bogus&secondaryTypes=dj-mix,live,nope&view=grid'),
    ).toEqual({
      sortBy: 'TITLE_DESC',
      primaryTypes: ['ALBUM', 'EP'],
      secondaryTypes: ['LIVE', 'DJ_MIX'],
      view: 'grid',
    });
  });

  it('falls back to each default when a value is not allowed', () => {
    // DATE_NEWEST is a release sort, but not one the discography offers.
    expect(read('sortBy=date-newest&primaryTypes=bogus&view=table')).toEqual(DEFAULT_DISCOGRAPHY_FILTERS);
  });

  it('leaves defaults out and round-trips the rest', () => {
    expect(writeDiscographyFilters(DEFAULT_DISCOGRAPHY_FILTERS).toString()).toBe('');
    const filters = {
      sortBy: 'ARTIST_NAME_DESC',
      primaryTypes: ['SINGLE', 'EP'],
      secondaryTypes: ['MIXTAPE_STREET'],
      view: 'compact',
    } as const;
    const written = writeDiscographyFilters({
      ...filters,
      primaryTypes: [...filters.primaryTypes],
      secondaryTypes: [...filters.secondaryTypes],
    });
    expect(written.toString()).toBe(
      'sortBy=artist-name-desc&primaryTypes=single%2Cep&secondaryTypes=mixtape-street&view=compact',
    );
    expect(readDiscographyFilters(written)).toEqual({
      ...filters,
      primaryTypes: ['SINGLE', 'EP'],
      secondaryTypes: ['MIXTAPE_STREET'],
    });
  });
});
