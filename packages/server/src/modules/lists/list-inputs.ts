import {
  LIST_LIMITS,
  ListFieldError,
  type ListFields,
  readListFields,
  type SOURCE_TYPES,
} from '@earmark/shared';
import { AppError, badUserInput } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { SourceTypeEnum } from '../../graphql/enums.ts';
import { parseId } from '../../graphql/ids.ts';
import type { EntryInput, ListContent, SectionInput } from './commands/list-content.ts';

export const ListFieldsInputRef = builder.inputType('ListFieldsInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'At most 200 characters.' }),
    description: t.string({ description: 'At most 5,000 characters.' }),
    image: t.string({ description: 'An http(s) address.' }),
    isPersonal: t.boolean({
      required: true,
      description: 'False: an organisation or person made it (curator).',
    }),
    curator: t.string({ description: 'Required when the list is not personal.' }),
    ranked: t.boolean({ defaultValue: true }),
    tags: t.stringList({ description: 'Given on creation; left out, an update keeps the tags.' }),
    url: t.string({ description: 'An http(s) address.' }),
    yearStart: t.int({ description: 'Both years or neither, 1890 to this year, start ≤ end.' }),
    yearEnd: t.int(),
  }),
});

export const ListItemInputRef = builder.inputType('ListItemInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    source: t.field({ type: SourceTypeEnum, required: true }),
    description: t.string({ description: 'At most 2,000 characters.' }),
  }),
});

export const ListSectionInputRef = builder.inputType('ListSectionInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    items: t.field({ type: [ListItemInputRef], required: true }),
  }),
});

export const ListTargetInputRef = builder.inputType('ListTargetInput', {
  fields: (t) => ({ id: t.id({ required: true }), sectionId: t.id() }),
});

type ItemArg = { id: string | number; source: (typeof SOURCE_TYPES)[number]; description?: string | null };
type SectionArg = { title: string; description?: string | null; items: readonly ItemArg[] };

export function readFields(input: Parameters<typeof readListFields>[0]): ListFields {
  try {
    return readListFields(input);
  } catch (error) {
    if (error instanceof ListFieldError) throw badUserInput(error.field, error.rule);
    throw error;
  }
}

function optional(text: string | null | undefined, field: string, max: number): string | null {
  const value = text?.trim() ?? '';
  if (value.length > max) throw badUserInput(field, `must be at most ${max} characters`);
  return value === '' ? null : value;
}

/** An item of a list; an id that cannot be a database id names nothing (NOT_FOUND). */
export function readEntry(item: ItemArg, field: string): EntryInput {
  const id = parseId(item.id);
  if (id === null) throw new AppError('NOT_FOUND', `That ${item.source.toLowerCase()} does not exist.`);
  return {
    type: item.source,
    id,
    description: optional(item.description, `${field}.description`, LIST_LIMITS.itemDescriptionMax),
  };
}

function readSection(section: SectionArg, index: number): SectionInput {
  const field = `sections[${index}]`;
  const title = optional(section.title, `${field}.title`, LIST_LIMITS.sectionTitleMax);
  if (title === null) throw badUserInput(`${field}.title`, 'is required');
  return {
    title,
    description: optional(section.description, `${field}.description`, LIST_LIMITS.descriptionMax),
    items: readItems(section.items, `${field}.items`),
  };
}

function readItems(items: readonly ItemArg[], field: string): EntryInput[] {
  if (items.length > LIST_LIMITS.itemsMax)
    throw badUserInput(field, `must be at most ${LIST_LIMITS.itemsMax} in one list`);
  return items.map((item, index) => readEntry(item, `${field}[${index}]`));
}

/** The whole content of a list from createList/updateList arguments. */
export function readContent(
  items: readonly ItemArg[],
  sections: readonly SectionArg[] | null | undefined,
): ListContent {
  if ((sections?.length ?? 0) > LIST_LIMITS.sectionsMax)
    throw badUserInput('sections', `must be at most ${LIST_LIMITS.sectionsMax}`);
  return { items: readItems(items, 'items'), sections: (sections ?? []).map(readSection) };
}

export function listIdOf(value: string | number): number {
  const id = parseId(value);
  if (id === null) throw new AppError('NOT_FOUND', 'That list does not exist.');
  return id;
}

/** updateList's expectedUpdatedAt: an ISO 8601 time, or null when the caller does not ask. */
export function readExpectedUpdatedAt(value: string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const time = new Date(value);
  if (value.length > 40 || Number.isNaN(time.getTime()))
    throw badUserInput('expectedUpdatedAt', 'must be an ISO 8601 time');
  return time;
}
