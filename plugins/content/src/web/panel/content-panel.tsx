import { addMessages } from '@ecohub/web-kit';
import { useState } from 'react';
import { en } from '../messages.ts';
import { CalendarCard } from './calendar-card.tsx';
import { FullCalendar } from './full-calendar.tsx';
import { GeneratorForm } from './generator-form.tsx';
import { KeywordsCard } from './keywords-card.tsx';
import { SeoCard } from './seo-card.tsx';

addMessages('content', { en });

/** The content tab (spec 001 §2.3): generator, calendar (3 items, or the full view), SEO scores, keywords. */
export default function ContentPanel() {
  const [full, setFull] = useState(false);
  if (full) return <FullCalendar onBack={() => setFull(false)} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <GeneratorForm />
      <CalendarCard onOpenFull={() => setFull(true)} />
      <SeoCard />
      <KeywordsCard />
    </div>
  );
}
