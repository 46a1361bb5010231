import type { DraftSection } from './listDraft';
import type { ListInfo } from './listInfo';

/** A guest's unsaved list, kept on this device until they sign up; then it is created for them. */
export const GUEST_LIST_DRAFT_KEY = 'earmark.listDraft';

export type GuestListDraft = { info: ListInfo; sections: DraftSection[] };

export function storeGuestDraft(draft: GuestListDraft): void {
  try {
    const sections = draft.sections.map((section) => ({
      ...section,
      items: section.items.map((item) => ({ ...item, editingDescription: false })),
    }));
    localStorage.setItem(GUEST_LIST_DRAFT_KEY, JSON.stringify({ info: draft.info, sections }));
  } catch {
    // A full or disabled storage only loses the draft; signing up still works.
  }
}

export function readGuestDraft(): GuestListDraft | null {
  try {
    const raw = localStorage.getItem(GUEST_LIST_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<GuestListDraft>;
    if (!parsed.info || !Array.isArray(parsed.sections)) return null;
    return { info: parsed.info, sections: parsed.sections };
  } catch {
    return null;
  }
}

export function hasGuestDraft(): boolean {
  try {
    return localStorage.getItem(GUEST_LIST_DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}

export function clearGuestDraft(): void {
  try {
    localStorage.removeItem(GUEST_LIST_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
