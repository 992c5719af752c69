import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/** Spec 000 §9: at most one toast visible, shown for 5000 ms (sonner's defaults are 3 and 4000). */
export const TOAST_DURATION_MS = 5000;

// sonner (its code and styles) downloads with the first toast, not with the first screen: a page
// that shows none (sign-in, the landing) does without it. Its store replays the toasts raised
// before the Toaster subscribed, so nothing shown early is lost.
type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
const loadSonner = (): Promise<Sonner> => {
  sonner ??= import('sonner');
  return sonner;
};

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

/** Loads sonner and shows the Toaster now rather than at the first toast (panel tests). */
export function preloadToaster(): Promise<unknown> {
  want();
  return loadSonner();
}

function run(show: (t: typeof sonnerToast) => unknown): void {
  want();
  loadSonner().then(
    (m) => show(m.toast),
    () => {
      sonner = null; // offline for a moment: the next toast tries again
    },
  );
}

type Message = Parameters<typeof sonnerToast>[0];
type Show = (message: Message, data?: ExternalToast) => void;
const kind =
  (k: 'error' | 'success' | 'warning' | 'info'): Show =>
  (message, data) =>
    run((t) => t[k](message, data));

/** The one toast call: `toast(title, { description })`, `toast.error(...)` for destructive ones. */
export const toast = Object.assign(((message, data) => run((t) => t(message, data))) as Show, {
  error: kind('error'),
  success: kind('success'),
  warning: kind('warning'),
  info: kind('info'),
  /** Dismisses one toast (by the `id` it was shown with) or all of them. */
  dismiss: (id?: string | number): void => {
    if (sonner) void sonner.then((m) => m.toast.dismiss(id));
  },
});

const Sonner = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Where toasts appear; it renders (and sonner loads) once the first toast is raised. */
export function Toaster({ theme }: { theme?: 'light' | 'dark' | 'system' }) {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <Sonner visibleToasts={1} duration={TOAST_DURATION_MS} theme={theme} richColors closeButton />
    </Suspense>
  );
}
