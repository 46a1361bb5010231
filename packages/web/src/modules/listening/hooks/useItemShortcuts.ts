import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { useCurrentUser } from '../../auth';
import type { ActionItem } from '../actionItem';
import { useItemExtras } from '../itemExtras';
import type { ToggleKey } from '../toggles';
import type { ItemActionsState } from './useItemActions';

/** Where a key is someone else's: a dialog or a menu open over the page keeps its keys. */
const OWNS_KEYS = '[role="dialog"], [role="menu"], [role="listbox"], [role="combobox"]';

function ownedElsewhere(event: KeyboardEvent): boolean {
  return event.repeat || (event.target instanceof Element && event.target.closest(OWNS_KEYS) !== null);
}

/** The header's search box (a wide screen's, or a phone's under the header): the one shown. */
function focusSearch(): void {
  const boxes = document.querySelectorAll<HTMLInputElement>('input[type="search"][name="query"]');
  const shown = Array.from(boxes).find((box) => box.getClientRects().length > 0) ?? boxes[0];
  shown?.focus();
}

/** What a toggle did, said to a screen reader. */
function toggleMessage(item: ActionItem, key: ToggleKey, checked: boolean): string {
  switch (key) {
    case 'check':
      return checked ? `Unmarked ${item.title} as listened` : `Marked ${item.title} as listened`;
    case 'like':
      return item.currentUserHasLiked ? `Unliked ${item.title}` : `Liked ${item.title}`;
    default:
      return item.currentUserHasAddedToListenTo
        ? `Removed ${item.title} from For Later`
        : `Added ${item.title} to For Later`;
  }
}

/**
 * An item page's keys: c check, l like, r reflect, w For Later, / search, ? the list of them. Each
 * runs what its button runs (optimistic, the server deciding), never while typing in a field or with
 * a modifier held (useHotkeys matches exact modifiers and skips inputs), and what it did is announced
 * through `announcement` (an aria-live region's text); a cancelled or failed toggle says nothing.
 */
export function useItemShortcuts(item: ActionItem, actions: ItemActionsState) {
  const member = useCurrentUser();
  const extras = useItemExtras();
  const [announcement, setAnnouncement] = useState('');
  const [helpOpened, setHelpOpened] = useState(false);

  const onKey =
    (handler: () => void) =>
    (event: KeyboardEvent): void => {
      if (ownedElsewhere(event)) return;
      event.preventDefault();
      handler();
    };
  const toggle = (key: ToggleKey) =>
    onKey(() => {
      if (key === 'check' && actions.lockedCheck) {
        setAnnouncement(`${item.title} stays listened: it cannot be unmarked`);
        return;
      }
      // Said once it happened: not when the member cancels the uncheck question or the server refuses.
      // A guest's like or For Later opens the sign-up prompt instead: that prompt speaks for itself.
      const message = toggleMessage(item, key, actions.checked);
      void actions.runToggle(key).then((happened) => {
        if (happened && (member || key === 'check')) setAnnouncement(message);
      });
    });

  const reflect = () => {
    if (!extras.reflect) return;
    setAnnouncement(`Reflecting on ${item.title}`);
    extras.reflect(item);
  };
  // A key this page does not take keeps its default (onKey prevents it only when it acts).
  const keep = { preventDefault: false };
  useHotkeys([
    ['c', toggle('check'), keep],
    ['l', toggle('like'), keep],
    ['w', toggle('listenTo'), keep],
    ['r', onKey(reflect), keep],
    ['/', onKey(focusSearch), keep],
    // '?' comes with Shift on most layouts; useHotkeys matches modifiers exactly, so both.
    ['shift+?', onKey(() => setHelpOpened(true)), keep],
    ['?', onKey(() => setHelpOpened(true)), keep],
  ]);

  return { announcement, help: { opened: helpOpened, onClose: () => setHelpOpened(false) } };
}
