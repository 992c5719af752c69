import { translationLoaders } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';

/** Strings that are the same word in a language, or not words at all. */
const SAME_AS_ENGLISH = [
  'nl:configs.triggers',
  'nl:webhooks.endpoints',
  'pt:webhooks.endpoints',
  'fr:phase3.status.active',
  'es:webhooks.endpoints',
  'fr:webhooks.tabs.applications',
  'fr:webhooks.tabs.configurations',
  'fr:phase3.metrics.total',
  'fr:webhooks.downloadScript',
  'es:webhooks.downloadScript',
  'it:webhooks.downloadScript',
  'nl:webhooks.downloadScript',
  'pt:webhooks.downloadScript',
  'de:phase3.status.active',
  'es:phase3.status.error',
  'pt:phase3.health.alerts',
  'es:phase3.health.alerts',
  '*:configs.version',
  '*:linkFixes.vercel',
  '*:linkFixes.apache',
];

describe('the deployment strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });
});
