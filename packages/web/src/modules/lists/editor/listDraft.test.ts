import { describe, expect, it } from 'vitest';
import {
  type DraftAction,
  draftPayload,
  draftReducer,
  emptyDraft,
  type ItemsDraft,
  UNSECTIONED,
} from './listDraft';

const item = (id: string) => ({ type: 'RELEASE' as const, id, title: `T${id}`, subtitle: '', image: null });

function run(...actions: DraftAction[]): ItemsDraft {
  return actions.reduce(draftReducer, emptyDraft());
}

const layout = (draft: ItemsDraft) =>
  draft.sections.map((s) => `${s.title}:${s.items.map((i) => i.id).join(',')}`);

describe('the list-items draft', () => {
  it('always has Unsectioned, adds items once and tracks the changed flag', () => {
    expect(emptyDraft()).toEqual({
      sections: [{ id: UNSECTIONED, title: 'Unsectioned', description: '', items: [] }],
      changed: false,
    });
    const draft = run(
      { type: 'addItem', item: item('1') },
      { type: 'addItem', item: item('1') },
      { type: 'addItem', item: item('2') },
    );
    expect(layout(draft)).toEqual(['Unsectioned:1,2']);
    expect(draft.changed).toBe(true);
    expect(draftReducer(draft, { type: 'saved' }).changed).toBe(false);
    expect(draftReducer(draft, { type: 'load', sections: draft.sections }).changed).toBe(false);
  });

  it('adds sections after a given one, renames and removes them (their items stay)', () => {
    let draft = run(
      { type: 'addItem', item: item('1') },
      { type: 'addSectionAfter', afterId: UNSECTIONED, id: 'b' },
      { type: 'addSectionAfter', afterId: UNSECTIONED, id: 'a' },
      { type: 'renameSection', id: 'a', title: 'First' },
      { type: 'renameSection', id: 'b', title: 'Second' },
      { type: 'renameSection', id: UNSECTIONED, title: 'Nope' },
    );
    expect(layout(draft)).toEqual(['Unsectioned:1', 'First:', 'Second:']);
    draft = draftReducer(draft, { type: 'moveItem', key: 'RELEASE:1', toSectionId: 'b', toIndex: 0 });
    draft = draftReducer(draft, { type: 'addItem', item: item('2'), sectionId: 'b' });
    expect(layout(draft)).toEqual(['Unsectioned:', 'First:', 'Second:1,2']);
    draft = draftReducer(draft, { type: 'removeSection', id: 'b' });
    expect(layout(draft)).toEqual(['Unsectioned:1,2', 'First:']);
    expect(draftReducer(draft, { type: 'removeSection', id: UNSECTIONED })).toBe(draft);
  });

  it('reorders within and across sections', () => {
    let draft = run(
      { type: 'addItem', item: item('1') },
      { type: 'addItem', item: item('2') },
      { type: 'addItem', item: item('3') },
      { type: 'addSectionAfter', afterId: UNSECTIONED, id: 's' },
      { type: 'renameSection', id: 's', title: 'S' },
    );
    draft = draftReducer(draft, { type: 'moveItem', key: 'RELEASE:1', toSectionId: UNSECTIONED, toIndex: 2 });
    expect(layout(draft)).toEqual(['Unsectioned:2,3,1', 'S:']);
    draft = draftReducer(draft, { type: 'moveItem', key: 'RELEASE:3', toSectionId: 's', toIndex: 5 });
    draft = draftReducer(draft, { type: 'moveItem', key: 'RELEASE:2', toSectionId: 's', toIndex: 0 });
    expect(layout(draft)).toEqual(['Unsectioned:1', 'S:2,3']);
  });

  it('edits descriptions and builds the save payload in order', () => {
    const draft = run(
      { type: 'addItem', item: item('1') },
      { type: 'toggleDescription', key: 'RELEASE:1' },
      { type: 'setDescription', key: 'RELEASE:1', description: ' Great ' },
      { type: 'addSectionAfter', afterId: UNSECTIONED, id: 's' },
      { type: 'renameSection', id: 's', title: ' ' },
      { type: 'addItem', item: item('2'), sectionId: 's' },
      { type: 'removeItem', key: 'RELEASE:9' },
    );
    expect(draft.sections[0]?.items[0]?.editingDescription).toBe(true);
    expect(draftPayload(draft)).toEqual({
      items: [{ id: '1', source: 'RELEASE', description: 'Great' }],
      sections: [
        {
          title: 'Untitled section',
          description: null,
          items: [{ id: '2', source: 'RELEASE', description: null }],
        },
      ],
    });
  });
});
