import { coreServices } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import type { GenerateInput } from '../../shared/content.ts';
import type { ContentHub } from '../hub.ts';
import { keyphraseOf } from '../keywords/extract.ts';
import { websiteOf } from '../websites/websites.ts';
import type { GenerationContext } from './local.ts';

/** What the generator writes from: the organisation's name, website, catalogue and CRM. */
export async function buildContext(
  hub: ContentHub,
  orgId: string,
  input: GenerateInput,
): Promise<GenerationContext> {
  const [org, contacts, apps] = await Promise.all([
    hub.use(coreServices).orgs.get(orgId),
    hub.use(crmService).contacts.count(orgId),
    hub.tryUse(ecosystemService)?.apps.list(orgId) ?? Promise.resolve([]),
  ]);
  const site = websiteOf(input.websiteId ?? null);
  const orgName = org?.name ?? 'our team';
  return {
    topic: input.topic,
    keyphrase: input.keyphrase ?? keyphraseOf(input.topic, input.language),
    type: input.type,
    language: input.language,
    org: orgName,
    site: site?.name ?? orgName,
    // The websites describe their audience in English ("Speaking and media platform: keynotes…").
    audience: site && input.language === 'en' ? (site.description.split(': ')[1] ?? null) : null,
    products: apps.map((a) => a.name),
    contacts,
  };
}
