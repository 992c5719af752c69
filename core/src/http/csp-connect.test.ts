import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin.ts';
import { createTestHub } from '../testing/index.ts';

describe('the web page CSP with plugin connect sources', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'ecohub-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>hub</title>');
  const apps = definePlugin({
    id: 'apps',
    connectSources: async (_hub, principal) =>
      principal
        ? [
            `https://${principal.orgId.slice(0, 8)}.apps.test/some/path`,
            'javascript:alert(1)',
            'https://x.test; script-src *',
          ]
        : [],
  });

  it("adds the caller's origins to connect-src and drops anything that is not an http(s) origin", async () => {
    const t = await createTestHub({ plugins: [apps], webDist });
    try {
      const anonymous = await t.request('/dashboard');
      expect(anonymous.status).toBe(200);
      expect(anonymous.headers.get('content-security-policy')).toContain("connect-src 'self';");

      const { agent, orgId } = await t.signedIn();
      const page = await agent.get('/dashboard');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`connect-src 'self' https://${orgId.slice(0, 8)}.apps.test;`);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('javascript:');
      expect(csp).not.toContain('script-src *');
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      await t.close();
    }
  });

  it('adds the frame origins a plugin declares to frame-src, and only http(s) origins', async () => {
    const cal = definePlugin({
      id: 'cal',
      frameSources: async () => ['https://cal.example.test/team/call?embed=true', 'data:text/html,x'],
    });
    const t = await createTestHub({ plugins: [cal], webDist });
    try {
      const csp = (await t.request('/scheduler')).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/frame-src 'self' https:\/\/cal\.example\.test(;|$)/);
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toContain('data:text');
    } finally {
      await t.close();
    }
  });
});
