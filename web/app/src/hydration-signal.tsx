import { useEffect } from 'react';

let done: () => void = () => {};
/** Resolves once the first route has rendered in the browser (hydrated, or rendered afresh). */
export const rendered = new Promise<void>((resolve) => {
  done = resolve;
});

/** Placed inside the routes' Suspense boundary: its effect runs when that boundary has committed. */
export function HydrationSignal() {
  useEffect(() => done(), []);
  return null;
}
