import { Badge, Button, cn, useTranslation } from '@ecohub/web-kit';
import { type AiSuggestion, confidenceBand, type QuickAction } from '../../shared/index.ts';

/** Spec 002 §9 confidence colours. */
const BAND_CLASS = {
  green: 'text-green-600',
  blue: 'text-blue-600',
  orange: 'text-orange-600',
  red: 'text-red-600',
} as const;

/** Suggestions with their confidence and evidence, then the quick actions; each can be applied. */
export function SuggestionList({
  suggestions,
  quickActions,
  onApply,
}: {
  suggestions: AiSuggestion[];
  quickActions: QuickAction[];
  onApply: (action: string, text: string) => void;
}) {
  const { t } = useTranslation('crm');
  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {suggestions.map((s) => (
          <li key={`${s.action}:${s.text}`} className="rounded-md border p-2">
            <button
              type="button"
              className="w-full text-left"
              onClick={() => onApply(s.action, s.text)}
              data-testid="ai-suggestion"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Badge variant="secondary">{t(`ai.types.${s.type}`)}</Badge>
                <span className={cn('text-xs font-medium', BAND_CLASS[confidenceBand(s.confidence)])}>
                  {t('ai.confidence', { percent: Math.round(s.confidence * 100) })}
                </span>
              </div>
              <p className="mt-1 whitespace-pre-line break-words text-sm">{s.text}</p>
              {s.evidence.length > 0 && (
                <p className="mt-1 break-words text-xs text-muted-foreground">
                  {t('ai.evidence')} {s.evidence.map((e) => e.text).join(' · ')}
                </p>
              )}
            </button>
          </li>
        ))}
      </ul>
      {quickActions.length > 0 && (
        <div>
          <p className="mb-1 text-xs font-medium text-muted-foreground">{t('ai.quickActions')}</p>
          <div className="flex flex-wrap gap-2">
            {quickActions.map((q) => (
              <Button key={q.action} size="sm" variant="outline" onClick={() => onApply(q.action, q.label)}>
                {q.label}
              </Button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
