import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './dragAnnouncements';
import type { ItemsDraft } from './listDraft';

const item = (key: string, title: string) => ({
  key,
  type: 'RELEASE' as const,
  id: key.split(':')[1] ?? '',
  title,
  subtitle: '',
  image: null,
  description: '',
  editingDescription: false,
});

const draft: ItemsDraft = {
  changed: false,
  sections: [
    { id: 'unsectioned', title: 'Unsectioned', description: '', items: [item('RELEASE:1524', 'Blue')] },
    {
      id: 's1',
      title: 'Night drives',
      description: '',
      items: [item('RELEASE:7', 'Kid A'), item('SONG:9', 'Teardrop')],
    },
  ],
};

const active = (id: string) => ({ id }) as never;

describe('dragAnnouncements', () => {
  const say = dragAnnouncements(() => draft);

  it('names the item and its place, never its key', () => {
    const start = say.onDragStart({ active: active('RELEASE:1524') });
    expect(start).toBe('Picked up Blue, position 1 of 1 in Unsectioned.');
    const over = say.onDragOver({ active: active('RELEASE:1524'), over: active('SONG:9') });
    expect(over).toBe('Blue is over position 2 of 2 in Night drives.');
    const end = say.onDragEnd({ active: active('RELEASE:1524'), over: active('section:s1') });
    expect(end).toBe('Blue dropped at position 3 of 3 in Night drives.');
    expect(say.onDragCancel({ active: active('SONG:9'), over: null })).toBe('Moving Teardrop was cancelled.');
    for (const words of [start, over, end]) expect(words).not.toMatch(/RELEASE|SONG|:\d/);
  });

  it('a drop on the section it was already moved into names its place there (1 of 1 in an empty section)', () => {
    // Dragged over an empty section, the editor has already moved Blue into it by the drop.
    const moved: ItemsDraft = {
      changed: true,
      sections: [
        { id: 'unsectioned', title: 'Unsectioned', description: '', items: [] },
        { id: 's2', title: 'Deep Cuts', description: '', items: [item('RELEASE:1524', 'Blue')] },
      ],
    };
    const end = dragAnnouncements(() => moved).onDragEnd({
      active: active('RELEASE:1524'),
      over: active('section:s2'),
    } as never);
    expect(end).toBe('Blue dropped at position 1 of 1 in Deep Cuts.');
  });
});
