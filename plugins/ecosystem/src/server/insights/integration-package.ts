import { toIso } from '@ecohub/core';
import { appsResponse } from '../apps/routes.ts';
import type { Registry } from '../apps/service.ts';
import type { CrossSells } from '../cross-sell/service.ts';
import type { EcosystemHub } from '../hub.ts';

/** The one-tag install of the SDK for an app: tracker plus the cross-sell widget. */
export function crossSellSnippet(hubUrl: string, app: { id: string; publishableKey: string }): string {
  return [
    `<script src="${hubUrl}/sdk.js" data-app="${app.id}" data-key="${app.publishableKey}" defer></script>`,
    // The widget renders inside a box of reserved size, so nothing around it shifts.
    `<ecohub-cross-sell app="${app.id}" style="display:block;height:180px"></ecohub-cross-sell>`,
  ].join('\n');
}

/**
 * The downloadable integration package (spec 002 §3): every app with its public keys and
 * allowed origins, the snippet to embed, the ecosystem's value and the steps to connect an app.
 * Signing secrets are never part of it: they are shown once at creation or rotation.
 */
export async function integrationPackage(
  hub: EcosystemHub,
  reg: Registry,
  opportunities: CrossSells,
  orgId: string,
) {
  const hubUrl = hub.config.publicUrl;
  const apps = await reg.list(orgId);
  const { totalEcosystemValue, categories } = appsResponse(apps);
  const crossSells = await opportunities.counts(orgId);
  return {
    generatedAt: toIso(hub.clock.now()),
    hub: hubUrl,
    ecosystem: {
      apps: apps.map((a) => ({
        id: a.id,
        slug: a.slug,
        name: a.name,
        url: a.url,
        category: a.category,
        publishableKey: a.publishableKey,
        allowedOrigins: a.allowedOrigins,
        crossSellOpportunities: crossSells.get(a.id) ?? 0,
      })),
      categories,
      crossSellSnippets: Object.fromEntries(apps.map((a) => [a.id, crossSellSnippet(hubUrl, a)])),
      totalValue: totalEcosystemValue,
    },
    endpoints: {
      events: ['/api/record', '/api/receive', '/api/listen'].map((p) => `${hubUrl}${p}`),
      crossSell: `${hubUrl}/api/ecosystem/cross-sell?app={appId}&key={publishableKey}`,
      adminCheck: `${hubUrl}/api/ecosystem/admin-check`,
      sdk: `${hubUrl}/sdk.js`,
    },
    instructions: [
      "Add each app's origin to its allowed origins in the ecosystem tab, so browsers may send events with its publishable key.",
      "Paste the app's snippet into its pages: it loads the tracker and shows the cross-sell widget.",
      'On the server, send events signed with the signing secret (Standard Webhooks) to one of the event endpoints.',
      'After rotating a secret, deploy the new one within 24 hours: the previous secret is accepted until then.',
      'In Admin View, confirm the super_admin and bypass_paywall flags with the admin-check endpoint before honouring them.',
    ],
  };
}
