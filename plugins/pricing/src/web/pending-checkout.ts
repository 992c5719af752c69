import type { CheckoutField } from './api.ts';

/** A checkout a signed-out visitor started: replayed on the same page once they have an account. */
export interface PendingCheckout {
  url: string;
  body: unknown;
  field: CheckoutField;
  /** The page it was started from. */
  returnTo: string;
}

const KEY = 'ecohub-pending-checkout';

/** Kept for this tab only (sessionStorage): the selection survives sign-up, not the session. */
export function keepPendingCheckout(p: PendingCheckout): void {
  sessionStorage.setItem(KEY, JSON.stringify(p));
}

/** The pending checkout started from `path`, taken (so it runs once), or null. */
export function takePendingCheckout(path: string): PendingCheckout | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as PendingCheckout;
    if (p.returnTo !== path) return null;
    sessionStorage.removeItem(KEY);
    return p;
  } catch {
    sessionStorage.removeItem(KEY);
    return null;
  }
}
