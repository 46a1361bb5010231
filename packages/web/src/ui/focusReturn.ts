import { useEffect } from 'react';

/** Where a member's focus can be while a dialog or menu is open over the page. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"]';

function isLost(active: Element | null): boolean {
  return active === null || active === document.body || !active.isConnected;
}

function overlayOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>(OVERLAY)].some(
    (overlay) => overlay.isConnected && overlay.getClientRects().length > 0,
  );
}

/**
 * Gives focus back to the control that opened a dialog or menu once it closes, wherever focus
 * would otherwise fall to the page's <body>: a dialog opened from a menu item (gone with its menu),
 * a dialog whose code loads on first use (Mantine's own focus return records the opener only when
 * a mounted modal changes to opened), a confirm dialog that closes its parent. The opener is the
 * last control focused outside any overlay, so a menu's button stands for its items. Installed
 * once for the whole app; answers its removal.
 */
export function installFocusReturn(doc: Document = document): () => void {
  let opener: HTMLElement | null = null;
  let inOverlay = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    timer = undefined;
    if (!inOverlay || !isLost(doc.activeElement)) return;
    if (overlayOpen()) return; // still open (closing, or a click on its empty space): wait
    inOverlay = false;
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };
  // After Mantine's own return (10 ms) and the overlay's removal.
  const schedule = () => {
    if (!inOverlay) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(check, 60);
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === doc.body) return;
    if (target.closest(OVERLAY)) {
      inOverlay = true;
      return;
    }
    inOverlay = false;
    opener = target;
  };
  const observer = new MutationObserver(schedule);
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', schedule, true);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('focusout', schedule, true);
  };
}

/** installFocusReturn for as long as the calling component (the app's providers) is mounted. */
export function useFocusReturn(): void {
  useEffect(() => installFocusReturn(), []);
}
