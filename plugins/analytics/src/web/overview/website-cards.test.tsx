import '@ecohub/web-kit/testing/dom';
import { createTestHub, type TestHub } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import { addMessages } from '@ecohub/web-kit';
import { type AgentLike, renderWithHub } from '@ecohub/web-kit/testing';
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import analytics from '../../server/index.ts';
import { createSite } from '../../server/test/helpers.ts';
import { en } from '../messages.ts';
import { WebsiteCards } from './website-cards.tsx';

addMessages('analytics', { en });
const body = () => within(document.body);

/**
 * The signed-in agent, with GET /api/health-check answered as the deployment plugin would (its
 * `applications`); the test hub runs without deployment, so the rest comes from analytics.
 */
const withHealth = (agent: AgentLike, applications: { id: string; up: boolean | null }[]): AgentLike => ({
  request: (method, path, ...rest) =>
    method === 'GET' && path === '/api/health-check'
      ? Promise.resolve(Response.json({ applications }))
      : agent.request(method, path, ...rest),
});

const badgeOf = async (name: string) => {
  await waitFor(() => expect(body().getAllByTestId('website-card')).toHaveLength(3));
  const card = body()
    .getAllByTestId('website-card')
    .find((c) => c.textContent?.startsWith(name));
  return card as HTMLElement;
};

describe('the dashboard’s website cards', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanup();
    await t?.close();
  });

  it('marks each site Live or Down from its app’s latest health probe, and claims nothing unprobed', async () => {
    t = await createTestHub({ plugins: [ecosystem, analytics] });
    const a = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    const blog = await createSite(a.agent, 'Blog');
    const news = await createSite(a.agent, 'News');
    renderWithHub(<WebsiteCards />, t, {
      agent: withHealth(a.agent, [
        { id: shop, up: true },
        { id: blog, up: false },
        { id: news, up: null },
      ]),
    });
    await waitFor(async () => expect((await badgeOf('Shop')).textContent).toContain('Live'));
    expect((await badgeOf('Blog')).textContent).toContain('Down');
    expect((await badgeOf('Blog')).textContent).not.toContain('Live');
    const unprobed = (await badgeOf('News')).textContent;
    expect(unprobed).not.toContain('Live');
    expect(unprobed).not.toContain('Down');
  });

  it('shows no badge when the hub has no health checks (deployment not enabled)', async () => {
    t = await createTestHub({ plugins: [ecosystem, analytics] });
    const a = await t.signedIn();
    for (const name of ['Shop', 'Blog', 'News']) await createSite(a.agent, name);
    renderWithHub(<WebsiteCards />, t, { agent: a.agent });
    expect((await t.request('/api/health-check')).status).toBe(404);
    const card = await badgeOf('Shop');
    await waitFor(() => expect(card.textContent).toContain('Visitors'));
    for (const name of ['Shop', 'Blog', 'News']) {
      expect((await badgeOf(name)).textContent).not.toContain('Live');
      expect((await badgeOf(name)).textContent).not.toContain('Down');
    }
  });
});
