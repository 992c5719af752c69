import type { Translated } from '@ecohub/web-kit';
import { contentActivityMessages } from '../shared/activity-messages.ts';

/** English strings of the content tab and Quick Publish (namespace `content`). */
export const en = {
  tab: 'Content',
  quickPublish: 'Quick Publish',
  quickPublished: 'Content Published',
  nothingScheduled: 'Nothing is scheduled to publish',
  publishFailed: 'Publishing Failed',
  generator: {
    title: 'AI Content Generator',
    description: 'Written from your websites, catalogue and contacts; scored for SEO in its own language',
    topic: 'Topic',
    topicPlaceholder: 'e.g. First-time home buyer tips',
    type: 'Content type',
    website: 'Website',
    allWebsites: 'All platforms',
    language: 'Language',
    autoPublish: 'Auto-publish',
    seoOptimize: 'SEO optimize',
    generate: 'Generate Content',
    generating: 'Generating…',
    topicRequired: 'Topic Required',
    topicRequiredText: 'Please enter a topic for content generation',
    generated: 'Content Generated',
    generatedText: '"{{title}}" (SEO score {{score}})',
    failed: 'Generation Failed',
  },
  types: {
    blog: 'Blog post',
    social: 'Social post',
    email: 'Email',
    landing: 'Landing page',
    product: 'Product page',
  },
  languages: { en: 'English', fr: 'French', de: 'German', es: 'Spanish' },
  status: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' },
  calendar: {
    title: 'Content Calendar',
    empty: 'Nothing scheduled yet',
    viewAll: 'Full calendar',
    back: 'Back to content',
    publishNow: 'Publish now',
    reschedule: 'Reschedule',
    date: 'Publication date',
    rescheduled: 'Rescheduled',
    failed: 'Could not reschedule',
    published: 'Published',
  },
  seo: {
    title: 'SEO Scores',
    empty: 'No content yet',
    score: 'SEO score {{score}}',
    formula: 'Readability: {{formula}}',
    details: 'Checks',
    rating: { good: 'Good', ok: 'Improve', bad: 'Problem' },
    checks: {
      readability: 'Reading ease {{value}} (aim for 60 or more)',
      keyphraseDensity: 'Keyphrase density {{value}} % (aim for 0.5–3 %)',
      keyphraseTitle: 'Keyphrase in the title',
      keyphraseIntro: 'Keyphrase in the first paragraph',
      keyphraseHeadings: 'Keyphrase in {{value}} % of the subheadings (aim for 30–75 %)',
      keyphraseSlug: 'Keyphrase in the slug',
      keyphraseMeta: 'Meta description: {{value}} characters with the keyphrase (aim for 120–160)',
      length: '{{value}} words',
      sentenceLength: '{{value}} % of sentences over 20 words (aim for 25 % at most)',
      headings: 'Longest section: {{value}} words (aim for 300 at most)',
      internalLinks: '{{value}} internal links',
    },
  },
  keywords: {
    title: 'Top Keywords',
    empty: 'Keywords appear once content is published or search visits are tracked',
    fromSearch: 'search',
    count: '{{count}}×',
  },
  loadFailed: 'Could not load the content',
  /** One line per activity type this plugin records (the server's English `description` too). */
  activityLines: contentActivityMessages,
};

/** What each language translates (`locales/<code>.ts`). */
export type ContentMessages = Translated<typeof en>;
