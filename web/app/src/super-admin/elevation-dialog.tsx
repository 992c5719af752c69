import { SuperAdminLoginDialog } from './login-dialog.tsx';
import { useSuperAdminSession } from './use-super-admin.ts';

/**
 * The dashboard's one super admin login, opened from the header or from a tab's elevate button;
 * it closes on success and the user stays where they were.
 */
export function ElevationDialog({
  open,
  onOpenChange,
  setAdminMode,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  setAdminMode(on: boolean): void;
}) {
  const { login } = useSuperAdminSession(setAdminMode);
  return (
    <SuperAdminLoginDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={login.isPending}
      onSubmit={(c) => login.mutate(c, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
