import {
  apiRequest,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  serverMessage,
  toast,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import type { ApplyResult, LinkFixReport } from '../../shared/link-fixes.ts';
import { REPORT_PATH } from './api.ts';

const Code = ({ text }: { text: string }) => (
  <pre className="max-h-64 overflow-auto whitespace-pre rounded-md bg-muted p-3 text-xs">{text}</pre>
);

/** Per domain: apply its fixes, its router configuration lines, the SDK snippet, other hosts' forms. */
export function DeploymentTab({
  report,
  demo,
  onApplied,
}: {
  report: LinkFixReport;
  demo: boolean;
  onApplied: (r: ApplyResult) => void;
}) {
  const { t } = useTranslation('deployment');
  const qc = useQueryClient();
  const [applying, setApplying] = useState<string | null>(null);

  const apply = async (domain: string) => {
    setApplying(domain);
    try {
      const r = await apiRequest<ApplyResult>('POST', '/api/deployment/apply-link-fixes', {
        body: { domain },
      });
      onApplied(r);
      await qc.invalidateQueries({ queryKey: [REPORT_PATH] });
    } catch (err) {
      toast.error(t('linkFixes.applyFailed'), { description: serverMessage(err, '') });
    } finally {
      setApplying(null);
    }
  };

  if (report.domains.length === 0) return <p className="text-muted-foreground">{t('linkFixes.empty')}</p>;
  return (
    <div className="space-y-4">
      {report.domains.map((d) => {
        const hosts = report.hostConfigs[d.domain];
        return (
          <Card key={d.domain} data-testid={`domain-${d.domain}`}>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <CardTitle className="break-all text-base">{d.domain}</CardTitle>
                <p className="text-sm text-muted-foreground">
                  {t('linkFixes.domainSummary', {
                    accepted: d.accepted,
                    published: d.published,
                    resolved: d.resolved,
                  })}
                </p>
              </div>
              <Button onClick={() => apply(d.domain)} disabled={demo || applying !== null}>
                {applying === d.domain ? t('linkFixes.applying') : t('linkFixes.apply')}
              </Button>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <h3 className="font-medium">{t('linkFixes.router')}</h3>
              <Code text={(report.routerConfiguration[d.domain] ?? []).join('\n')} />
              <h3 className="font-medium">{t('linkFixes.snippet')}</h3>
              <Code text={report.deploymentSnippets[d.domain] ?? ''} />
              {hosts && (
                <details>
                  <summary className="cursor-pointer font-medium">{t('linkFixes.hosts')}</summary>
                  <Code text={hosts.netlify} />
                  <p className="mt-2 font-medium">{t('linkFixes.vercel')}</p>
                  <Code text={hosts.vercel} />
                  <p className="mt-2 font-medium">{t('linkFixes.apache')}</p>
                  <Code text={hosts.apache.join('\n')} />
                </details>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
