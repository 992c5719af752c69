import { activityFormatters, activityValues } from '@ecohub/web-kit/activity-values';
import i18next, { type i18n as I18n } from 'i18next';
import {
  type ActivityMessages,
  type ActivityParams,
  contactFieldList,
  crmContactFieldNames,
} from '../../shared/index.ts';

// One i18next instance renders every plugin's English activity messages, exactly as the web does
// (plural forms, `{{n, number}}`, `{{at, datetime(…)}}`, variants), in English and UTC.
const i18n: I18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: false,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});
for (const [name, format] of Object.entries(activityFormatters)) i18n.services.formatter?.add(name, format);
i18n.services.formatter?.add('contactFields', (value, lng) =>
  contactFieldList(value, lng, (f) => crmContactFieldNames[f as keyof typeof crmContactFieldNames] ?? f),
);

const namespaces = new WeakMap<ActivityMessages, string>();
let registered = 0;

/** The English line of an activity; a type without a message is an error of the recording plugin. */
export function describeActivity(messages: ActivityMessages, type: string, params: ActivityParams): string {
  let ns = namespaces.get(messages);
  if (!ns) {
    ns = `plugin${++registered}`;
    namespaces.set(messages, ns);
    i18n.addResourceBundle('en', ns, { activity: messages }, true, true);
  }
  const key = `activity.${type}`;
  if (!i18n.exists(key, { ns, ...activityValues(params) }))
    throw new Error(`No English message for activity type '${type}'`);
  return i18n.t(key, { ns, ...activityValues(params), timeZone: 'UTC' }) as string;
}
