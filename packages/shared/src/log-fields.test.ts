import { describe, expect, it } from 'vitest';
import { LogFieldError, readLogFields, utcDay } from './log-fields.ts';

const now = new Date('2026-11-25T23:30:00Z');

function refusal(run: () => unknown): { field: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof LogFieldError) return { field: error.field, message: error.message };
    throw error;
  }
}

describe('readLogFields', () => {
  it('keeps what was sent, in the stored spelling, and leaves out what was not', () => {
    expect(
      readLogFields(
        {
          date: '2026-11-20',
          rating: 4.5,
          review: 'Great',
          gaveChills: true,
          isLiked: true,
          listenedBefore: false,
        },
        now,
      ),
    ).toEqual({
      date: '2026-11-20',
      rating: 4.5,
      review: 'Great',
      hadChills: true,
      liked: true,
      listenedBefore: false,
    });
    expect(readLogFields({}, now)).toEqual({});
    expect(readLogFields({ date: null, rating: null, review: '  ' }, now)).toEqual({
      date: null,
      rating: null,
      review: null,
    });
  });

  it('takes a date from 1900-01-01 to tomorrow (UTC), real days only', () => {
    expect(readLogFields({ date: '1900-01-01' }, now).date).toBe('1900-01-01');
    expect(readLogFields({ date: utcDay(now, 1) }, now).date).toBe('2026-11-26');
    expect(refusal(() => readLogFields({ date: '1899-12-31' }, now))?.field).toBe('date');
    expect(refusal(() => readLogFields({ date: '2026-11-27' }, now))?.field).toBe('date');
    expect(refusal(() => readLogFields({ date: '2026-02-30' }, now))?.field).toBe('date');
    expect(refusal(() => readLogFields({ date: 'yesterday' }, now))?.field).toBe('date');
  });

  it('takes ratings of 0.5 to 5 in half steps, or none', () => {
    for (const rating of [0.5, 1, 3.5, 5]) expect(readLogFields({ rating }, now).rating).toBe(rating);
    for (const rating of [0, 0.25, 5.5, -1, Number.NaN])
      expect(refusal(() => readLogFields({ rating }, now))?.field).toBe('rating');
  });

  it('refuses two reactions at once, and one field given twice with different values', () => {
    expect(refusal(() => readLogFields({ liked: true, isLoved: true }, now))?.field).toBe('loved');
    expect(refusal(() => readLogFields({ liked: true, isLiked: false }, now))?.field).toBe('liked');
    expect(refusal(() => readLogFields({ hadChills: false, gaveChills: true }, now))?.field).toBe(
      'hadChills',
    );
    expect(readLogFields({ liked: true, isLiked: true, loved: false }, now)).toEqual({
      liked: true,
      loved: false,
    });
  });

  it('holds texts to their limits', () => {
    expect(refusal(() => readLogFields({ reviewTitle: 'x'.repeat(201) }, now))).toEqual({
      field: 'reviewTitle',
      message: 'reviewTitle must be at most 200 characters.',
    });
    expect(refusal(() => readLogFields({ review: 'x'.repeat(10_001) }, now))?.field).toBe('review');
    expect(refusal(() => readLogFields({ gratitude: 'x'.repeat(10_001) }, now))?.field).toBe('gratitude');
    expect(readLogFields({ review: 'x'.repeat(10_000) }, now).review).toHaveLength(10_000);
  });
});
