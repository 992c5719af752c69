import {
  apiRequest,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  DEMO_HEADERS,
  Input,
  Spinner,
  Tabs,
  TabsList,
  TabsTrigger,
  Textarea,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import {
  AI_MIN_INPUT,
  AI_RECENT_ACTIVITY,
  AI_SCENARIOS,
  type AiScenario,
  type Contact,
  type ContactPage,
} from '../../shared/index.ts';
import { fullName } from '../format.ts';
import { SuggestionList } from './suggestion-list.tsx';
import { useSuggestions } from './use-suggestions.ts';

/** Two sample contacts (spec 002 §2): the demo organisation's first two by name. */
const SAMPLES_URL = '/api/contacts?limit=2&sort=name';
const SCENARIO_KEY = {
  'contact-search': 'contactSearch',
  'email-writing': 'emailWriting',
  'note-taking': 'noteTaking',
} as const;

/**
 * /ai-demo (spec 002 §2): three scenarios, two sample contacts of the demo organisation, and the
 * suggestions the engine gives for what is typed. Public: it reads the demo organisation.
 */
export default function AiDemoPage() {
  const { t } = useTranslation('crm');
  const [scenario, setScenario] = useState<AiScenario>('contact-search');
  const [input, setInput] = useState('');
  const [contact, setContact] = useState<Contact | null>(null);
  const [recent, setRecent] = useState<Array<{ type: string; timestamp: number; scenario: string }>>([]);
  const samples = useQuery<ContactPage>({
    queryKey: [SAMPLES_URL, 'demo'],
    queryFn: ({ signal }) => apiRequest<ContactPage>('GET', SAMPLES_URL, { headers: DEMO_HEADERS, signal }),
  });
  const request = {
    currentPage: '/ai-demo',
    userInput: input,
    contactData: contact
      ? {
          id: contact.id,
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          company: contact.company,
        }
      : null,
    recentActivity: recent,
    formData: { scenario },
  };
  const { data, isFetching, enabled, settled } = useSuggestions(
    '/api/ai/contextual-suggestions-demo',
    request,
  );

  const type = (value: string) => {
    setInput(value);
    setRecent((r) => [{ type: 'input', timestamp: Date.now(), scenario }, ...r].slice(0, AI_RECENT_ACTIVITY));
  };
  const switchTo = (s: string) => {
    setScenario(s as AiScenario);
    setInput('');
  };
  const apply = (_action: string, text: string) =>
    setInput(scenario === 'contact-search' ? text : `${input} ${text}`);
  const short = [...input.trim()].length < AI_MIN_INPUT;
  const label = t(`aiDemo.placeholder.${SCENARIO_KEY[scenario]}`);

  return (
    <main className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold">{t('aiDemo.title')}</h1>
        <p className="text-muted-foreground">{t('aiDemo.description')}</p>
      </div>
      <Tabs value={scenario} onValueChange={switchTo}>
        <TabsList className="h-auto flex-wrap">
          {AI_SCENARIOS.map((s) => (
            <TabsTrigger key={s} value={s}>
              {t(`aiDemo.scenarios.${SCENARIO_KEY[s]}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('aiDemo.sampleContacts')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2">
              {samples.data?.items.length === 0 && (
                <p className="text-sm text-muted-foreground">{t('aiDemo.noContacts')}</p>
              )}
              {samples.data?.items.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  onClick={() => setContact(contact?.id === c.id ? null : c)}
                  aria-pressed={contact?.id === c.id}
                  className={cn(
                    'w-full rounded-md border p-2 text-left text-sm',
                    contact?.id === c.id && 'border-primary bg-primary/5',
                  )}
                >
                  <span className="font-medium">{fullName(c)}</span>
                  <span className="block break-all text-muted-foreground">
                    {[c.company, c.email].filter(Boolean).join(' · ')}
                  </span>
                </button>
              ))}
            </CardContent>
          </Card>
          {scenario === 'contact-search' ? (
            <Input
              value={input}
              onChange={(e) => type(e.target.value)}
              placeholder={label}
              aria-label={label}
            />
          ) : (
            <Textarea
              rows={6}
              value={input}
              onChange={(e) => type(e.target.value)}
              placeholder={label}
              aria-label={label}
            />
          )}
        </div>
        <Card data-testid="ai-demo-suggestions">
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle className="text-base">{t('ai.title')}</CardTitle>
            {isFetching && <Spinner label={t('ai.title')} />}
          </CardHeader>
          <CardContent>
            {short ? (
              <p className="text-sm text-muted-foreground">{t('ai.startTyping')}</p>
            ) : data && enabled && settled ? (
              data.suggestions.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('ai.empty')}</p>
              ) : (
                <SuggestionList
                  suggestions={data.suggestions}
                  quickActions={data.quickActions}
                  onApply={apply}
                />
              )
            ) : null}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
