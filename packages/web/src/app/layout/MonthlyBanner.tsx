import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCookie, writeCookie } from '../../lib/cookies';

/**
 * The monthly update banner. Each month has a key; dismissing hides that month's banner for good
 * (remembered in local storage per key, and in a cookie holding the dismissed month, so the server
 * draws a page without it), and a new month's banner shows again. Earlier months keep their keys so
 * a dismissal stays recorded.
 */
const MONTH_KEYS = [
  '2025-02',
  '2025-03',
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
] as const;
/** The newest month's key and text (the earlier months' wording is retired; their keys remain). */
const CURRENT = {
  key: '2025-10' satisfies (typeof MONTH_KEYS)[number],
  text: 'October update: a mobile app is in the works, and pages now load faster.',
};

const storageKey = (month: string) => `earmark.monthlyBanner.${month}`;
/** The month whose banner was dismissed, for the server (lib/cookies.ts useCookie). */
const DISMISSED_COOKIE = 'earmark_banner';
const YEAR_SECONDS = 31_536_000;

function isDismissed(month: string): boolean {
  try {
    return localStorage.getItem(storageKey(month)) === 'dismissed';
  } catch {
    return false;
  }
}

export function MonthlyBanner() {
  const remembered = useCookie(DISMISSED_COOKIE) === CURRENT.key;
  const [dismissed, setDismissed] = useState(false);
  // A dismissal recorded before the cookie existed: hidden once the page is up, and remembered.
  useEffect(() => {
    if (remembered || !isDismissed(CURRENT.key)) return;
    writeCookie(DISMISSED_COOKIE, CURRENT.key, YEAR_SECONDS, 'lax');
    setDismissed(true);
  }, [remembered]);
  if (remembered || dismissed) return null;

  function dismiss() {
    try {
      localStorage.setItem(storageKey(CURRENT.key), 'dismissed');
    } catch {
      // Private mode: the cookie still remembers it.
    }
    writeCookie(DISMISSED_COOKIE, CURRENT.key, YEAR_SECONDS, 'lax');
    setDismissed(true);
  }

  return (
    <Alert
      role="status"
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss update"
      onClose={dismiss}
      radius={0}
    >
      {CURRENT.text}
    </Alert>
  );
}
