import {
  Button,
  currentFormat,
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
import type { AppWithSecret } from '../../shared/index.ts';

/** The signing secret, shown once after a create or a rotation; nothing keeps it afterwards. */
export function SecretDialog({ value, onClose }: { value: AppWithSecret; onClose(): void }) {
  const { t } = useTranslation('ecosystem');
  const rows = [
    { id: 'eco-secret', label: t('secret.secret'), v: value.signingSecret },
    { id: 'eco-pk', label: t('secret.publishableKey'), v: value.publishableKey },
    { id: 'eco-app-id', label: t('secret.appId'), v: value.app.id },
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('secret.title', { name: value.app.name })}</DialogTitle>
          <DialogDescription>
            {t('secret.once')}{' '}
            {value.previousSecretExpiresAt &&
              t('secret.rotated', { time: currentFormat().dateTime(value.previousSecretExpiresAt) })}
          </DialogDescription>
        </DialogHeader>
        {rows.map((r) => (
          <div key={r.id} className="space-y-1">
            <Label htmlFor={r.id}>{r.label}</Label>
            <Input id={r.id} readOnly value={r.v} onFocus={(e) => e.currentTarget.select()} />
          </div>
        ))}
        <DialogFooter>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
