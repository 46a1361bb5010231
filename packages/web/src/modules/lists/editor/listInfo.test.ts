import { describe, expect, it } from 'vitest';
import { choosePeriod, emptyInfo, infoFields, infoFromList, templateInfo, validateInfo } from './listInfo';

describe('the list-info draft', () => {
  it('requires a name, and a curator when the list is not personal', () => {
    expect(validateInfo(emptyInfo())).toEqual({ name: 'Name is required' });
    expect(validateInfo({ ...emptyInfo(), name: 'x', isPersonal: 'no' })).toEqual({
      curator: 'Curator is required',
    });
  });

  it('derives the period from the years and refuses a range with one year', () => {
    const base = { name: 'List', isPersonal: true, isRanked: true, tags: [], createdBy: 'me' };
    expect(infoFromList({ ...base, yearStart: 1990, yearEnd: 1999 })).toMatchObject({
      period: 'decade',
      decade: '1990',
    });
    expect(infoFromList({ ...base, yearStart: 1994, yearEnd: 1994 })).toMatchObject({
      period: 'year',
      year: '1994',
    });
    expect(infoFromList({ ...base, yearStart: 1985, yearEnd: 2001 })).toMatchObject({
      period: 'range',
      yearEnd: '2001',
    });
    expect(infoFromList(base)).toMatchObject({ period: 'all' });
    const range = {
      ...choosePeriod({ ...emptyInfo(), name: 'x', year: '1990' }, 'range'),
      yearStart: '1990',
    };
    expect(range.year).toBe('');
    expect(validateInfo(range)).toEqual({ yearEnd: 'Invalid year range' });
    expect(validateInfo({ ...range, yearEnd: '1980' })).toEqual({ yearEnd: 'Invalid year range' });
    expect(infoFields({ ...range, yearEnd: '2000' }, false)).toMatchObject({
      yearStart: 1990,
      yearEnd: 2000,
    });
  });

  it('starts a favourites template with its name and tag, period all', () => {
    expect(templateInfo('favorite-songs')).toMatchObject({
      name: 'Favorite Songs of All Time',
      tags: ['favorite-songs'],
      period: 'all',
    });
    expect(infoFields(templateInfo('favorite-songs'), true)).toMatchObject({
      tags: ['favorite-songs'],
      isPersonal: true,
    });
    expect(infoFields(templateInfo('favorite-songs'), false)).not.toHaveProperty('tags');
  });
});
