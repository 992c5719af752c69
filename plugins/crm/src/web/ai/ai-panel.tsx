import { Button, Card, CardContent, CardHeader, CardTitle, useTranslation } from '@ecohub/web-kit';
import { useEffect, useRef, useState } from 'react';
import { SuggestionList } from './suggestion-list.tsx';
import { type SuggestionInput, useSuggestions } from './use-suggestions.ts';

/**
 * The floating AI suggestion panel of /contacts (spec 002 §2, §4): opens when suggestions arrive;
 * closes on a click outside it, on its close button, or when a suggestion or quick action is applied.
 */
export function AiPanel({
  request,
  onApply,
}: {
  request: SuggestionInput;
  onApply: (action: string, text: string) => void;
}) {
  const { t } = useTranslation('crm');
  const { data } = useSuggestions('/api/ai/contextual-suggestions', request);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (data && (data.suggestions.length > 0 || data.quickActions.length > 0)) setOpen(true);
  }, [data]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  if (!open || !data) return null;
  const apply = (action: string, text: string) => {
    setOpen(false);
    onApply(action, text);
  };
  return (
    <div
      ref={ref}
      className="fixed right-4 bottom-4 z-40 max-h-[70vh] w-[calc(100vw-2rem)] max-w-sm overflow-y-auto"
      data-testid="ai-panel"
    >
      <Card className="shadow-lg">
        <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
          <CardTitle className="text-base">{t('ai.title')}</CardTitle>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)} aria-label={t('ai.close')}>
            ×
          </Button>
        </CardHeader>
        <CardContent>
          {data.suggestions.length === 0 && (
            <p className="mb-2 text-sm text-muted-foreground">{t('ai.empty')}</p>
          )}
          <SuggestionList suggestions={data.suggestions} quickActions={data.quickActions} onApply={apply} />
        </CardContent>
      </Card>
    </div>
  );
}
