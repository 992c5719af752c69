import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useAuth,
  useTranslation,
} from '@ecohub/web-kit';
import { LogOutIcon } from 'lucide-react';
import { displayName, initials } from '../dashboard/user-footer.tsx';
import { signOut } from './sign-out.ts';

/** The signed-in user's menu: who is signed in, and sign-out. */
export function UserMenu() {
  const { t } = useTranslation('app');
  const { user } = useAuth();
  const name = displayName(user, t('footer.adminUser'));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('shell.account')}>
          <Avatar className="size-8">
            {user?.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback>{initials(name)}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="max-w-64 truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOutIcon />
          {t('footer.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
