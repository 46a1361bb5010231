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

  it("carries MusicBrainz's comment beside a release or song title, and marks a video", () => {
    const credit = [{ id: '1', name: 'Paradise Lost', joinPhrase: '' }];
    const data = {
      releases: [
        {
          id: '2',
          title: 'Icon',
          disambiguation: '30th anniversary',
          year: 2023,
          thumb: '',
          artists: credit,
        },
      ],
      songs: [
        {
          id: '3',
          title: 'The Enemy',
          disambiguation: 'official music video',
          isVideo: true,
          image: '',
          artists: credit,
        },
      ],
      artists: [],
      users: [],
      lists: [],
    };
    expect(hitsOf(data, 'RELEASE')[0]).toMatchObject({ title: 'Icon', disambiguation: '30th anniversary' });
    expect(hitsOf(data, 'SONG')[0]).toMatchObject({
      title: 'The Enemy',
      disambiguation: 'official music video',
      subtitle: 'Paradise Lost · Video',
    });
  });
});
