/**
 * The English lines of the content plugin's activities (i18next format; the CRM's
 * ActivityMessages). The web translates them (`content:activityLines.*`); the CRM renders them into the
 * API's `description`.
 */
export const contentActivityMessages = {
  content_generated: 'Generated {{kind}} "{{title}}" (SEO score {{score, number}})',
  content_created: 'Published {{kind}} "{{title}}"',
  content_created_site: 'Published {{kind}} "{{title}}" on {{site}}',
};
