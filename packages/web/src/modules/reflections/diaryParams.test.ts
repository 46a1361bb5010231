import { describe, expect, it } from 'vitest';
import { monthOf, readDiaryParams, writeDiaryParams } from './diaryParams';

describe('diary parameters in the URL', () => {
  it('default to the feed of everything, newest first, page 1', () => {
    expect(readDiaryParams(new URLSearchParams())).toEqual({
      view: 'feed',
      type: 'all',
      sort: 'DATE_NEWEST',
      page: 1,
      status: 'ALL',
    });
  });

  it('ignore unknown values and item-column sorts while the type is All', () => {
    const params = readDiaryParams(new URLSearchParams('view=grid&type=all&sort=TITLE_ASC&page=-3'));
    expect(params).toMatchObject({ view: 'feed', sort: 'DATE_NEWEST', page: 1 });
    expect(readDiaryParams(new URLSearchParams('type=songs&sort=TITLE_ASC')).sort).toBe('TITLE_ASC');
  });

  it('write only what differs from the defaults, back to page 1 on any other change', () => {
    const current = readDiaryParams(new URLSearchParams('type=releases&sort=YEAR_OLDEST&page=3'));
    expect(writeDiaryParams(current, { page: 4 }).toString()).toBe('type=releases&sort=YEAR_OLDEST&page=4');
    expect(writeDiaryParams(current, { view: 'table' }).toString()).toBe(
      'view=table&type=releases&sort=YEAR_OLDEST',
    );
    expect(writeDiaryParams(current, { type: 'all' }).toString()).toBe('');
  });

  it('name the month of a diary date', () => {
    expect(monthOf('2025-10-31')).toBe('October 2025');
    expect(monthOf(null)).toBe('Undated');
  });
});
