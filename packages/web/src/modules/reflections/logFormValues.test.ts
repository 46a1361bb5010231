import { describe, expect, it } from 'vitest';
import { logFieldsInput, newLogValues, storedLogValues, validateLogForm } from './logFormValues';

const now = new Date('2026-11-25T10:00:00Z');

describe('the log form values', () => {
  it('start on today in the diary, with nothing else set', () => {
    expect(newLogValues(now)).toMatchObject({
      addToDiary: true,
      date: '2026-11-25',
      reaction: 'none',
      rating: null,
    });
  });

  it('send the form spelling, one reaction, and no date when left out of the diary', () => {
    const values = { ...newLogValues(now), reaction: 'loved' as const, gaveChills: true, addToDiary: false };
    expect(logFieldsInput(values)).toMatchObject({
      date: null,
      isLoved: true,
      isLiked: false,
      isFavorited: false,
      gaveChills: true,
    });
  });

  it('read a stored log back into the controls', () => {
    const values = storedLogValues(
      {
        rawDate: null,
        rating: 3.5,
        review: 'r',
        reviewTitle: null,
        gratitude: null,
        hadChills: true,
        wasDeepListen: false,
        listenedBefore: true,
        liked: false,
        loved: false,
        favorited: true,
      },
      now,
    );
    expect(values).toMatchObject({
      addToDiary: false,
      rating: 3.5,
      reaction: 'favorited',
      gaveChills: true,
      reviewTitle: '',
    });
  });

  it('hold the server rules: the date range and the text limits', () => {
    expect(validateLogForm({ ...newLogValues(now), date: '1899-12-31' }, now)).toHaveProperty('date');
    expect(validateLogForm({ ...newLogValues(now), date: '2026-11-27' }, now)).toHaveProperty('date');
    expect(validateLogForm({ ...newLogValues(now), date: '2026-11-27', addToDiary: false }, now)).toEqual({});
    expect(validateLogForm({ ...newLogValues(now), reviewTitle: 'x'.repeat(201) }, now)).toEqual({
      reviewTitle: 'Must be at most 200 characters.',
    });
  });
});
