import { describe, expect, it } from 'vitest';
import { hitsOf } from './hit';

const suggestions = (itemsCount: number) => ({
  releases: [],
  songs: [],
  artists: [],
  users: [],
  lists: [{ id: '4', name: 'Rainy days', createdBy: 'listener', itemsCount }],
});

describe('hitsOf', () => {
  it("counts a list's items in the singular and the plural", () => {
    expect(hitsOf(suggestions(1), 'LIST')[0]?.subtitle).toBe('by listener · 1 item');
    expect(hitsOf(suggestions(1200), 'LIST')[0]?.subtitle).toBe('by listener · 1,200 items');
  });
});
