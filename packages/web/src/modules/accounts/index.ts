/** What other features use of accounts: they import it from here, never from its files. */
export { startAnonymousSession } from './guest/anonymousSession';
export { reloadGuestChecks } from './guest/guestChecks';
export { useGuestChecks } from './hooks/useGuestChecks';
export { useAdoptAccountColorScheme, useThemeChoice } from './hooks/useThemeChoice';
