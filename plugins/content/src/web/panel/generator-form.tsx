import { WEBSITES } from '@ecohub/plugin-crm/shared';
import {
  apiRequest,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  isJobFinished,
  jobPercent,
  Label,
  Progress,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  serverMessage,
  toast,
  useJob,
  useMutation,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useEffect, useState } from 'react';
import {
  CONTENT_LANGUAGES,
  CONTENT_TYPES,
  type ContentLanguage,
  type ContentType,
} from '../../shared/constants.ts';
import type { GenerateResult } from '../../shared/content.ts';
import { refreshContent } from '../api.ts';

const ALL = 'all';

/**
 * The generator form (spec 001 §2.3): topic, type (blog by default), website (1–3 or all), language,
 * auto-publish (off) and SEO optimise (on) — all sent. The job's end shows the §8 toasts.
 */
export function GeneratorForm() {
  const { t, i18n } = useTranslation('content');
  const qc = useQueryClient();
  const [topic, setTopic] = useState('');
  const [type, setType] = useState<ContentType>('blog');
  const [website, setWebsite] = useState(ALL);
  const ui = i18n.language.slice(0, 2);
  const [language, setLanguage] = useState<ContentLanguage>(
    (CONTENT_LANGUAGES as readonly string[]).includes(ui) ? (ui as ContentLanguage) : 'en',
  );
  const [autoPublish, setAutoPublish] = useState(false);
  const [seoOptimize, setSeoOptimize] = useState(true);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);

  const start = useMutation({
    mutationFn: () =>
      apiRequest<{ jobId: string }>('POST', '/api/generate-content', {
        body: {
          topic: topic.trim(),
          type,
          ...(website === ALL ? {} : { websiteId: Number(website) }),
          language,
          autoPublish,
          seoOptimize,
        },
      }),
    onSuccess: ({ jobId }) => setJobId(jobId),
    onError: (err) => toast.error(t('generator.failed'), { description: serverMessage(err, err.message) }),
  });

  const view = job.data;
  useEffect(() => {
    if (!view || !jobId || !isJobFinished(view.state)) return;
    setJobId(null);
    if (view.state === 'completed') {
      const { item } = view.result as GenerateResult;
      toast(t('generator.generated'), {
        description: t('generator.generatedText', { title: item.title, score: item.seoScore }),
      });
      setTopic('');
      void refreshContent(qc);
    } else toast.error(t('generator.failed'), { description: view.error ?? undefined });
  }, [view, jobId, qc, t]);

  const running = start.isPending || !!jobId;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!topic.trim()) {
      toast.error(t('generator.topicRequired'), { description: t('generator.topicRequiredText') });
      return;
    }
    start.mutate();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('generator.title')}</CardTitle>
        <CardDescription>{t('generator.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="content-topic">{t('generator.topic')}</Label>
            <Input
              id="content-topic"
              value={topic}
              placeholder={t('generator.topicPlaceholder')}
              maxLength={200}
              onChange={(e) => setTopic(e.target.value)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-2">
              <Label>{t('generator.type')}</Label>
              <Select value={type} onValueChange={(v) => setType(v as ContentType)}>
                <SelectTrigger aria-label={t('generator.type')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CONTENT_TYPES.map((x) => (
                    <SelectItem key={x} value={x}>
                      {t(`types.${x}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label>{t('generator.website')}</Label>
              <Select value={website} onValueChange={setWebsite}>
                <SelectTrigger aria-label={t('generator.website')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>{t('generator.allWebsites')}</SelectItem>
                  {WEBSITES.map((w, i) => (
                    <SelectItem key={w.name} value={String(i + 1)}>
                      {w.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label>{t('generator.language')}</Label>
              <Select value={language} onValueChange={(v) => setLanguage(v as ContentLanguage)}>
                <SelectTrigger aria-label={t('generator.language')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CONTENT_LANGUAGES.map((x) => (
                    <SelectItem key={x} value={x}>
                      {t(`languages.${x}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="flex flex-wrap gap-6">
            <div className="flex items-center gap-2">
              <Switch id="content-auto-publish" checked={autoPublish} onCheckedChange={setAutoPublish} />
              <Label htmlFor="content-auto-publish">{t('generator.autoPublish')}</Label>
            </div>
            <div className="flex items-center gap-2">
              <Switch id="content-seo" checked={seoOptimize} onCheckedChange={setSeoOptimize} />
              <Label htmlFor="content-seo">{t('generator.seoOptimize')}</Label>
            </div>
          </div>
          <Button type="submit" disabled={running}>
            {running ? t('generator.generating') : t('generator.generate')}
          </Button>
          {jobId && <Progress value={jobPercent(view) ?? 0} aria-label={t('generator.generating')} />}
        </form>
      </CardContent>
    </Card>
  );
}
