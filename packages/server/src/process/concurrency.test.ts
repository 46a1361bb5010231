import { describe, expect, it } from 'vitest';
import { readWebConcurrency } from './concurrency.ts';

describe('readWebConcurrency', () => {
  it('is one worker unless told otherwise', () => {
    expect(readWebConcurrency({})).toBe(1);
    expect(readWebConcurrency({ WEB_CONCURRENCY: '' })).toBe(1);
    expect(readWebConcurrency({ WEB_CONCURRENCY: '1' })).toBe(1);
  });

  it('takes several workers on PostgreSQL', () => {
    expect(readWebConcurrency({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://localhost/earmark' })).toBe(
      4,
    );
  });

  it('refuses several workers on the embedded database, saying why', () => {
    expect(() => readWebConcurrency({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database in DATA_DIR can be opened by one process only/,
    );
  });

  it('refuses what is not a positive whole number', () => {
    for (const value of ['0', '-1', '1.5', 'two'])
      expect(() => readWebConcurrency({ WEB_CONCURRENCY: value })).toThrow(/positive whole number/);
  });
});
