import { toIso } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import type { DeploymentHub } from '../hub.ts';
import { DEPLOYMENT_INSTRUCTIONS, linkFixReport } from './report.ts';

/**
 * GET /api/deployment/complete-fix-package (spec 002 §3): the integration package's ecosystem part
 * (apps, cross-sell snippets, total value) with the link-fix report, each domain's router
 * configurations, and the steps to deploy both. No secrets.
 */
export async function completeFixPackage(hub: DeploymentHub, orgId: string) {
  const [ecosystem, report] = await Promise.all([
    hub.use(ecosystemService).integration.ecosystemPart(orgId),
    linkFixReport(hub, orgId),
  ]);
  return {
    generatedAt: toIso(hub.clock.now()),
    hub: hub.config.publicUrl,
    ecosystem,
    deployment: {
      linkFixes: {
        totalFixes: report.totalFixes,
        criticalFixes: report.criticalFixes,
        fixesByCategory: report.fixesByCategory,
        successRate: report.successRate,
        deploymentSnippets: report.deploymentSnippets,
        routerConfiguration: report.routerConfiguration,
        hostConfigs: report.hostConfigs,
        fixes: report.fixes
          .filter((f) => f.state !== 'rejected')
          .map((f) => ({
            brokenUrl: f.brokenUrl,
            fixedUrl: f.fixedUrl,
            reason: f.reason,
            category: f.category,
            confidence: f.confidence,
            state: f.state,
            sources: f.sources,
          })),
      },
    },
    instructions: [
      "Paste each app's cross-sell snippet into its pages: it loads the tracker and shows the cross-sell widget.",
      ...DEPLOYMENT_INSTRUCTIONS,
    ],
  };
}
