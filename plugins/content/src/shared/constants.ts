/** Content types of the generator form (spec 001 §7); blog is the form's default (§2.3). */
export const CONTENT_TYPES = ['blog', 'social', 'email', 'landing', 'product'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Languages the generator writes and the SEO checks score in (each with its own readability formula). */
export const CONTENT_LANGUAGES = ['en', 'fr', 'de', 'es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The website choice: 1, 2 or 3 (the owner's three websites, crm's WEBSITES order); omitted = all. */
export const WEBSITE_IDS = [1, 2, 3] as const;

/** Spec 001 §9: the content calendar card shows 3 items. */
export const CALENDAR_ITEMS = 3;

/** Spec 001 §5. */
export const TOPIC_REQUIRED_TITLE = 'Topic Required';
export const TOPIC_REQUIRED_MESSAGE = 'Please enter a topic for content generation';

/** A newly generated item not published at once is scheduled this many days after the last one. */
export const SCHEDULE_GAP_DAYS = 2;

/** Top keywords shown on the content tab. */
export const TOP_KEYWORDS = 10;

/** The event a registered website app receives when one of its items is published. */
export const CONTENT_PUBLISHED_EVENT = 'content.published';
