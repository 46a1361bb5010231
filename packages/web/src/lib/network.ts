/** The messages browsers give a request that never reached the server (Chromium, Firefox, Safari). */
const NETWORK_FAILURES = [/^Failed to fetch\b/i, /^NetworkError when attempting to fetch/i, /^Load failed$/i];

/** True when a failure is the connection's, not the server's: the browser is offline or the request never left. */
export function isNetworkFailure(message: string): boolean {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || NETWORK_FAILURES.some((pattern) => pattern.test(message.trim()));
}
