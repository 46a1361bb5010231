import { describe, expect, it } from 'vitest';
import { LIST_VIEWS, readListsParams, writeListsParams } from './listsParams';

describe('lists query string', () => {
  it('falls back to the defaults for unknown values and a bad page', () => {
    expect(
      readListsParams(new URLSearchParams('view=nope&sortBy=x&page=-2'), LIST_VIEWS, 'official'),
    ).toEqual({
      view: 'official',
      sortBy: 'year-newest',
      page: 1,
    });
    expect(
      readListsParams(new URLSearchParams('view=liked&sortBy=completed-most&page=3'), LIST_VIEWS, 'official'),
    ).toEqual({ view: 'liked', sortBy: 'completed-most', page: 3 });
  });

  it('leaves defaults out and goes back to page 1 when the view or sort changes', () => {
    const current = { view: 'user' as const, sortBy: 'year-oldest' as const, page: 4 };
    expect(writeListsParams(current, { page: 5 }, 'official').toString()).toBe(
      'view=user&sortBy=year-oldest&page=5',
    );
    expect(writeListsParams(current, { view: 'official' }, 'official').toString()).toBe('sortBy=year-oldest');
  });
});
