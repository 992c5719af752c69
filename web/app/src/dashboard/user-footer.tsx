import { Avatar, AvatarFallback, AvatarImage, Button, useAuth, useTranslation } from '@ecohub/web-kit';
import { LogOutIcon } from 'lucide-react';
import { signOut } from '../shell/sign-out.ts';

/** Spec 000 "Admin dashboard": the full name, else the e-mail, else 'Admin User'. */
export function displayName(
  user: { firstName: string | null; lastName: string | null; email: string } | null,
  fallback: string,
): string {
  const full = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return full || user?.email || fallback;
}

export function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[1][0] : name.slice(0, 2)).toUpperCase();
}

export function UserFooter() {
  const { t } = useTranslation('app');
  const { user } = useAuth();
  const name = displayName(user, t('footer.adminUser'));
  return (
    <div className="flex items-center gap-3 border-t p-3">
      <Avatar className="size-9">
        {user?.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
        <AvatarFallback>{initials(name)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" data-testid="user-name">
          {name}
        </p>
        <p className="text-xs text-muted-foreground">{t('footer.administrator')}</p>
        {/* The organisation this dashboard shows: the overview itself is about its figures. */}
        {user?.organization?.name && (
          <p className="truncate text-xs text-muted-foreground" data-testid="org-name">
            {user.organization.name}
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={signOut}
        aria-label={t('footer.signOut')}
        title={t('footer.signOut')}
      >
        <LogOutIcon />
      </Button>
    </div>
  );
}
