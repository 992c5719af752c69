import { Label } from '@ecohub/web-kit';
import type { ReactNode } from 'react';

/** A labelled form field with its validation message. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}

export const SELECT = 'h-9 w-full rounded-md border border-input bg-background px-3 text-sm';

/** Zod issues as field → first message. */
export const issuesOf = (issues: Array<{ path: PropertyKey[]; message: string }>) =>
  Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
