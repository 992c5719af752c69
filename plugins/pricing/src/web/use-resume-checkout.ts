import { useAuth } from '@ecohub/web-kit';
import { useEffect, useRef, useState } from 'react';
import { goToCheckout } from './api.ts';
import { takePendingCheckout } from './pending-checkout.ts';

/**
 * Continues the checkout a visitor started here before signing up: the same selection goes to
 * the same checkout call. True while it does (the page shows its pending state).
 */
export function useResumeCheckout(failure: { title: string; text: string }): boolean {
  const { isAuthenticated } = useAuth();
  const [resuming, setResuming] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    if (!isAuthenticated || done.current) return;
    done.current = true;
    const pending = takePendingCheckout(window.location.pathname);
    if (!pending) return;
    setResuming(true);
    void goToCheckout(pending.url, pending.body, pending.field, failure).then((leaving) => {
      if (!leaving) setResuming(false);
    });
  }, [isAuthenticated, failure]);
  return resuming;
}
