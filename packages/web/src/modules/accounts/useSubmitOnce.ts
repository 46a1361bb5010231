import { useCallback, useRef } from 'react';

/**
 * A form's submit handler that runs once at a time: a second submit while the first is still out
 * (a double click, or Enter pressed twice, before the button shows it is busy) is ignored, so a
 * reset link or a signup is sent once.
 */
export function useSubmitOnce<Values>(
  submit: (values: Values) => Promise<void>,
): (values: Values) => Promise<void> {
  const pending = useRef(false);
  const latest = useRef(submit);
  latest.current = submit;
  return useCallback(async (values: Values) => {
    if (pending.current) return;
    pending.current = true;
    try {
      await latest.current(values);
    } finally {
      pending.current = false;
    }
  }, []);
}
