import { describe, expect, it } from 'vitest';
import { cookieFrom } from './cookies.ts';

describe('cookieFrom', () => {
  it('reads one cookie of a header by its whole name, decoded', () => {
    const header = 'x_earmark_session=no; earmark_session=a%2Bb%3D; earmark_member=1';
    expect(cookieFrom(header, 'earmark_session')).toBe('a+b=');
    expect(cookieFrom(header, 'earmark_member')).toBe('1');
  });

  it('answers empty for a cookie that is absent or badly encoded', () => {
    expect(cookieFrom('', 'earmark_session')).toBe('');
    expect(cookieFrom('earmark_banner=1', 'earmark_session')).toBe('');
    expect(cookieFrom('earmark_session=%ZZ', 'earmark_session')).toBe('');
  });
});
