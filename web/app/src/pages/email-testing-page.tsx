import {
  ApiError,
  apiRequest,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  serverMessage,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useMutation } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';

export const EMAIL_TYPES = ['test', 'reoss', 'local-business', 'payment'] as const;
type EmailType = (typeof EMAIL_TYPES)[number];

const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** /email-testing: sends one of the four test messages to an address (spec 000 §2, §8). */
export default function EmailTestingPage() {
  const { t } = useTranslation('app');
  const [email, setEmail] = useState('');
  const [type, setType] = useState<EmailType>('test');
  const send = useMutation({
    mutationFn: (body: { email: string; type: EmailType }) =>
      apiRequest<{ success: boolean; message?: string }>('POST', '/api/email/test', { body }),
    onSuccess: (r) => {
      if (r?.success) toast(t('email.sent'), { description: r.message });
      else toast.error(t('email.failed'), { description: r?.message || t('email.failedText') });
    },
    onError: (err) => {
      if (err instanceof ApiError)
        toast.error(t('email.failed'), { description: serverMessage(err, t('email.failedText')) });
      else toast.error(t('email.error'), { description: t('email.errorText') });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      toast.error(t('email.required'), { description: t('email.requiredText') });
      return;
    }
    send.mutate({ email: address, type });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <MailIcon className="size-5 text-primary" />
            {t('email.title')}
          </h1>
          <CardDescription>{t('email.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="test-email">{t('fields.email')}</Label>
              <Input
                id="test-email"
                type="email"
                placeholder={t('email.placeholder')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="test-type">{t('email.type')}</Label>
              <Select value={type} onValueChange={(v) => setType(v as EmailType)}>
                <SelectTrigger id="test-type">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EMAIL_TYPES.map((v) => (
                    <SelectItem key={v} value={v}>
                      {t(`email.types.${v}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button type="submit" disabled={!email || send.isPending}>
              {send.isPending ? t('email.sending') : t('email.send')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
