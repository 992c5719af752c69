import { definePlugin, tablesOf } from '@ecohub/core';
import { analyticsService } from '@ecohub/plugin-analytics/shared';
import { crmService } from '@ecohub/plugin-crm/shared';
import { deploymentService } from '@ecohub/plugin-deployment/shared';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { GENERATE_JOB, PUBLISH_DUE_JOB } from '../shared/jobs.ts';
import type { ContentService } from '../shared/services.ts';
import '../shared/events.ts';
import { contentCommand } from './cli.ts';
import { contentConfig } from './config.ts';
import type { ContentTables } from './db.ts';
import { generateJob } from './generate/job.ts';
import { contentRoutes } from './items/routes.ts';
import { itemStore } from './items/service.ts';
import { topKeywords } from './keywords/top.ts';
import { migrations } from './migrations/index.ts';
import { publishDue } from './publish/due.ts';
import { publisher } from './publish/publisher.ts';
import { seedDemoContent } from './seed/demo.ts';

/**
 * Content and SEO (spec 001 §2.3): generation as a job (built-in templates filled from the
 * organisation's data, or a configured OpenAI-compatible LLM), the content calendar, publishing
 * (Quick Publish), SEO scores in each item's language and top keywords.
 */
export default definePlugin({
  id: 'content',
  dependsOn: [crmService],
  // Used when enabled: catalogue products and website apps (ecosystem), signed `content.published`
  // to a website's app (deployment), tracked search terms (analytics).
  optionalDependsOn: [ecosystemService, deploymentService, analyticsService],
  config: contentConfig,
  tables: tablesOf<ContentTables>(),
  migrations,
  permissions: { 'content:read': 'viewer', 'content:write': 'member' },
  setup: (hub) => {
    const items = itemStore(hub);
    const pub = publisher(hub, items);
    return { hub, items, publisher: pub, keywords: topKeywords(hub, items) };
  },
  routes: (app, hub, s) => contentRoutes(app, hub, s),
  jobs: {
    [GENERATE_JOB]: (run, s) => generateJob(s.hub, run, s),
    [PUBLISH_DUE_JOB]: (run, s) => publishDue(run, s),
  },
  // The calendar's dates are kept: due items are published within 5 minutes.
  schedules: [{ name: 'content-publish-due', cron: '*/5 * * * *', job: PUBLISH_DUE_JOB }],
  services: (_hub, { items, publisher }): ContentService => ({
    list: (orgId) => items.list(orgId),
    published: (orgId, limit) => items.published(orgId, limit),
    publishNext: (orgId, actorId) => publisher.publishNext(orgId, actorId ?? null),
  }),
  seed: { demo: (hub, demo, s) => seedDemoContent(hub, demo, s) },
  cli: (program, _hub, setup) => contentCommand(program, setup),
});

export type { ContentService, PublishedArticle } from '../shared/services.ts';
export { contentService } from '../shared/services.ts';
