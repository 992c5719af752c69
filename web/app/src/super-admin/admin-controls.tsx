import { Badge, Button, Label, Switch, toast, useDashboard, useTranslation } from '@ecohub/web-kit';
import { LogOutIcon, ShieldIcon } from 'lucide-react';
import { useSuperAdminSession, useSuperAdminStatus } from './use-super-admin.ts';

/** The header's super admin area: login button, or the Admin/User View toggle and logout. */
export function SuperAdminControls({
  adminMode,
  setAdminMode,
}: {
  adminMode: boolean;
  setAdminMode(on: boolean): void;
}) {
  const { t } = useTranslation('app');
  const status = useSuperAdminStatus();
  const { requestElevation } = useDashboard();
  const { logout } = useSuperAdminSession(setAdminMode);

  if (!status.data?.authenticated) {
    return (
      <Button variant="outline" size="sm" onClick={requestElevation}>
        <ShieldIcon />
        <span className="sr-only sm:not-sr-only">{t('superAdmin.open')}</span>
      </Button>
    );
  }

  const toggle = (on: boolean) => {
    setAdminMode(on);
    toast(on ? t('superAdmin.adminView') : t('superAdmin.userView'), {
      description: on ? t('superAdmin.adminViewText') : t('superAdmin.userViewText'),
    });
  };
  return (
    <div className="flex items-center gap-2">
      <Badge variant="secondary" className="hidden md:inline-flex">
        <ShieldIcon />
        {t('superAdmin.badge')}
      </Badge>
      <div className="flex items-center gap-2 text-sm">
        <Switch
          id="admin-view"
          checked={adminMode}
          onCheckedChange={toggle}
          aria-label={t('superAdmin.toggle')}
        />
        <Label htmlFor="admin-view" className="hidden sm:inline">
          {adminMode ? t('superAdmin.adminViewLabel') : t('superAdmin.userViewLabel')}
        </Label>
      </div>
      <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOutIcon />
        <span className="sr-only sm:not-sr-only">{t('superAdmin.logout')}</span>
      </Button>
    </div>
  );
}
