/**
 * The English lines of the scheduler's booking activities (i18next format; the CRM's
 * ActivityMessages). The web translates them (`scheduler:activityLines.*`); the CRM renders them into
 * the API's `description`.
 */
export const schedulerActivityMessages = {
  call_booked:
    'Call booked: {{name}} <{{email}}>, {{startAt, datetime(dateStyle: medium; timeStyle: short)}}',
  call_rescheduled:
    'Call rescheduled: {{name}} <{{email}}>, {{startAt, datetime(dateStyle: medium; timeStyle: short)}}',
  call_cancelled:
    'Call cancelled: {{name}} <{{email}}>, {{startAt, datetime(dateStyle: medium; timeStyle: short)}}',
};
