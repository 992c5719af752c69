/** What counts as the visitor turning to the page. */
const INTENT = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Clicks on controls (a plan card, a switch, a button) of the server's HTML made before the app is
 * live are kept and replayed, in order, on the same elements once it is: no click is lost while the
 * app downloads and hydrates. Links are real links and are left to the browser.
 */
function keepEarlyClicks(): (live: Promise<void>) => void {
  const pending: HTMLElement[] = [];
  const onClick = (e: MouseEvent) => {
    const el = e.target instanceof Element ? e.target : null;
    if (!el || el.closest('a[href]')) return;
    const control = el.closest<HTMLElement>('button, [role], input, label, select, textarea, summary');
    if (!control) return;
    pending.push(control);
    e.preventDefault();
  };
  document.addEventListener('click', onClick, true);
  return (live) =>
    void live.then(() => {
      document.removeEventListener('click', onClick, true);
      for (const el of pending.splice(0)) if (el.isConnected) el.click();
    });
}

/** Starts the app on a server-rendered page now, keeping the clicks made until it is live. */
export function startKeepingClicks(start: () => Promise<void>): void {
  keepEarlyClicks()(start());
}

/**
 * Starts the app at the visitor's first interaction with a server-rendered page (the landing): its
 * first screen needs no JavaScript, and the click that started it is replayed once the app is live.
 */
export function deferUntilInteraction(start: () => Promise<void>): void {
  const replay = keepEarlyClicks();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) window.removeEventListener(type, go, true);
    replay(start());
  };
  // A click without a pointer event before it (assistive technology, a script) starts it too.
  document.addEventListener('click', go, { capture: true, once: true });
  for (const type of INTENT) window.addEventListener(type, go, { capture: true, passive: true });
}
