import { Toaster as Sonner, toast } from 'sonner';

/** Spec 000 §9: at most one toast visible, shown for 5000 ms (sonner's defaults are 3 and 4000). */
export const TOAST_DURATION_MS = 5000;

export function Toaster({ theme }: { theme?: 'light' | 'dark' | 'system' }) {
  return <Sonner visibleToasts={1} duration={TOAST_DURATION_MS} theme={theme} richColors closeButton />;
}

/** The one toast call: `toast(title, { description })`, `toast.error(...)` for destructive ones. */
export { toast };
