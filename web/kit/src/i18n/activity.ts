import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivityParams, activityValues } from './activity-values.ts';
import { i18n } from './index.ts';

/** The namespaces holding activity messages (`<ns>:activityLines.<type>`): every web plugin's. */
const namespaces: string[] = [];

/** A plugin's namespace may hold the messages of the activity types it records (defineWebPlugin). */
export function addActivityNamespace(ns: string): void {
  if (!namespaces.includes(ns)) namespaces.push(ns);
}

/**
 * A plugin's own format for its activity lines (`{{fields, contactFields}}`): `format(value, lng)`
 * gives the text in language `lng`.
 */
export function addActivityFormatter(
  name: string,
  format: (value: unknown, lng: string | undefined) => string,
): void {
  i18n.services.formatter?.add(name, format);
}

/** An activity as the CRM's API lists it: a type, its message's values, and the English line. */
export interface ActivityLike {
  type: string;
  description: string;
  params?: ActivityParams | null;
}

/**
 * The activity's line in the current language: the message of its type (from the plugin that
 * records it) with its values; the stored English line for activities without values (recorded
 * before they had them) or of a type no enabled plugin translates.
 */
export function activityText(t: TFunction, a: ActivityLike): string {
  if (!a.params) return a.description;
  return t(`activityLines.${a.type}`, {
    ...activityValues(a.params),
    ns: namespaces,
    defaultValue: a.description,
  }) as string;
}

/** `activityText` for a component: it re-renders when the language changes or its strings arrive. */
export function useActivityText(): (a: ActivityLike) => string {
  const { t } = useTranslation(namespaces);
  return useCallback((a: ActivityLike) => activityText(t, a), [t]);
}
