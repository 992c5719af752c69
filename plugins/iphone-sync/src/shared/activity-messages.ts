/**
 * The English lines of the calls and messages a sync records (i18next format; the CRM's
 * ActivityMessages; the variant is the item's direction). The web translates them
 * (`iphone-sync:activityLines.*`); the CRM renders them into the API's `description`.
 */
export const iphoneActivityMessages = {
  phone_call_incoming:
    'Incoming call from {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
  phone_call_outgoing:
    'Outgoing call to {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
  text_message_received:
    'Text message from {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
  text_message_sent:
    'Text message sent to {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
};
