import { useEffect, useRef } from 'react';
import { lookUpCheckoutSession } from '../api';
import { useSupporterStatus } from './useSupporterStatus';

/**
 * Back from checkout with ?session_id=: the session is looked up once (analytics only; failures
 * are only logged), and the member's supporter flags are read again a few times while the
 * payment provider's confirmation arrives, so the badge shows without a reload. Answers whether the
 * member is a supporter now (the payment confirmed).
 */
export function useCheckoutReturn(sessionId: string | null): { confirmed: boolean } {
  const { status, refetch } = useSupporterStatus();
  const looked = useRef<string | null>(null);
  const supporter = status?.isSupporter ?? false;

  useEffect(() => {
    if (!sessionId || looked.current === sessionId) return;
    looked.current = sessionId;
    void lookUpCheckoutSession(sessionId);
  }, [sessionId]);

  useEffect(() => {
    if (!sessionId || supporter) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (tries > 10) window.clearInterval(timer);
      else void refetch().catch(() => undefined);
    }, 2000);
    return () => window.clearInterval(timer);
  }, [sessionId, supporter, refetch]);
  return { confirmed: supporter };
}
