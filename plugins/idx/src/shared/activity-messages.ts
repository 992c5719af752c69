/**
 * The English lines of the IDX plugin's activities (i18next format; the CRM's ActivityMessages):
 * a lead about the website or a listing, with or without the visitor's message. The web translates
 * them (`idx:activityLines.*`); the CRM renders them into the API's `description`.
 */
export const idxActivityMessages = {
  idx_lead: 'Lead from {{site}} about the website',
  idx_lead_message: 'Lead from {{site}} about the website: "{{message}}"',
  idx_lead_listing: 'Lead from {{site}} about {{address}} ({{listing}})',
  idx_lead_listingMessage: 'Lead from {{site}} about {{address}} ({{listing}}): "{{message}}"',
};
