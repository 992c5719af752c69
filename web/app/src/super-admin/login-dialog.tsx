import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useState } from 'react';

/** The super admin login: the server checks the credentials (never fixed in the client). */
export function SuperAdminLoginDialog({
  open,
  onOpenChange,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  onSubmit(credentials: { email: string; password: string }): void;
}) {
  const { t } = useTranslation('app');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ email: email.trim(), password });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('superAdmin.loginTitle')}</DialogTitle>
          <DialogDescription>{t('superAdmin.loginDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="sa-email">{t('fields.email')}</Label>
            <Input
              id="sa-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sa-password">{t('fields.password')}</Label>
            <Input
              id="sa-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={pending || !email || !password}>
              {pending ? t('superAdmin.authenticating') : t('superAdmin.login')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
