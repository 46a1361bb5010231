import { COOKIES } from '@earmark/shared';
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCookie, writeCookie } from '../../lib/cookies';
import { currentUpdate } from './monthlyUpdates';

const storageKey = (month: string) => `earmark.monthlyBanner.${month}`;
/** The month whose banner was dismissed, for the server (lib/cookies.ts useCookie). */
const DISMISSED_COOKIE = COOKIES.dismissedBanner;
const YEAR_SECONDS = 31_536_000;

function isDismissed(month: string): boolean {
  try {
    return localStorage.getItem(storageKey(month)) === 'dismissed';
  } catch {
    return false;
  }
}

/**
 * The monthly update banner: the current month's text (monthlyUpdates.ts), none in a month without
 * one. Dismissing hides that month's banner for good (remembered in local storage per month key, and
 * in a cookie holding the dismissed month, so the server draws a page without it); a new month's
 * banner shows again.
 */
export function MonthlyBanner() {
  // Read once per mount: a page left open over the turn of a month keeps its banner until the next visit.
  const [update] = useState(() => currentUpdate(new Date()));
  const key = update?.key ?? '';
  const remembered = useCookie(DISMISSED_COOKIE) === key;
  const [dismissed, setDismissed] = useState(false);
  // A dismissal recorded before the cookie existed: hidden once the page is up, and remembered.
  useEffect(() => {
    if (!key || remembered || !isDismissed(key)) return;
    writeCookie(DISMISSED_COOKIE, key, YEAR_SECONDS, 'lax');
    setDismissed(true);
  }, [key, remembered]);
  if (!update || remembered || dismissed) return null;

  function dismiss() {
    try {
      localStorage.setItem(storageKey(key), 'dismissed');
    } catch {
      // Private mode: the cookie still remembers it.
    }
    writeCookie(DISMISSED_COOKIE, key, YEAR_SECONDS, 'lax');
    setDismissed(true);
  }

  return (
    <Alert
      role="status"
      aria-label="Monthly update"
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss update"
      onClose={dismiss}
      radius={0}
    >
      {update.text}
    </Alert>
  );
}
