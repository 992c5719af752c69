import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coreServices } from '../core-plugin.ts';
import { definePlugin, type Plugin } from '../plugin.ts';
import { serviceRef } from '../services.ts';
import { createTestHub } from '../testing/index.ts';

declare module '../events.ts' {
  interface HubEvents {
    'contract-test.ping': { n: number };
  }
}

interface Greeter {
  greet(name: string): string;
}
const greeterRef = serviceRef<Greeter>('greeter');

const greeter = definePlugin({
  id: 'greeter',
  config: z.object({ GREETING: z.string().min(1).default('Hello') }),
  setup: (hub) => ({ greeting: hub.settings.GREETING, built: Date.now() }),
  services: (_hub, s): Greeter => ({ greet: (name) => `${s.greeting}, ${name}` }),
});

describe('plugin contract v2', () => {
  it('runs setup once and hands its result to routes, jobs, events, services and onStart', async () => {
    let setups = 0;
    const seen: string[] = [];
    const user = definePlugin({
      id: 'greeter-user',
      dependsOn: [greeterRef],
      setup: (hub) => {
        setups++;
        return { greeter: hub.use(greeterRef), orgs: hub.use(coreServices).orgs, tag: 'built-once' };
      },
      routes: (app, _hub, s) => app.get('/api/greet', (c) => c.json({ text: s.greeter.greet('Ada') })),
      jobs: {
        'greeter-user.say': async (run, s) => s.greeter.greet(String(run.payload)),
      },
      events: { 'contract-test.ping': (_p, _hub, s) => void seen.push(`event:${s.tag}`) },
      onStart: (_hub, s) => void seen.push(`start:${s.tag}`),
    });
    const t = await createTestHub({
      plugins: [user, greeter],
      pluginConfig: { greeter: { GREETING: 'Bonjour' } },
      startJobs: true,
    });
    try {
      expect(await (await t.request('/api/greet')).json()).toEqual({ text: 'Bonjour, Ada' });
      const id = await t.hub.ctx.jobs.enqueue('greeter-user.say', 'Grace');
      expect((await t.hub.ctx.jobs.wait(id)).result).toBe('Bonjour, Grace');
      await t.hub.ctx.events.emit('contract-test.ping', { n: 1 });
      expect(seen).toEqual(['start:built-once', 'event:built-once']);
      expect(setups).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('refuses at start a ref outside dependsOn, naming the plugin', async () => {
    const sneaky = definePlugin({ id: 'sneaky', setup: (hub) => hub.use(greeterRef) });
    await expect(createTestHub({ plugins: [greeter, sneaky] })).rejects.toThrow(
      "Plugin 'sneaky' uses services of 'greeter' without declaring it in dependsOn",
    );
  });

  it('hands an optional dependency when it is enabled, undefined when not, and starts it first', async () => {
    const user = definePlugin({
      id: 'maybe-greeter',
      optionalDependsOn: [greeterRef],
      setup: (hub) => ({ greeter: hub.tryUse(greeterRef) }),
      routes: (app, _hub, s) =>
        app.get('/api/maybe-greet', (c) => c.json({ text: s.greeter?.greet('Ada') ?? null })),
    });
    const withIt = await createTestHub({ plugins: [user, greeter] });
    try {
      expect(await (await withIt.request('/api/maybe-greet')).json()).toEqual({ text: 'Hello, Ada' });
    } finally {
      await withIt.close();
    }
    const without = await createTestHub({ plugins: [user] });
    try {
      expect(await (await without.request('/api/maybe-greet')).json()).toEqual({ text: null });
    } finally {
      await without.close();
    }
    const undeclared = definePlugin({ id: 'sneaky-maybe', setup: (hub) => hub.tryUse(greeterRef) });
    await expect(createTestHub({ plugins: [greeter, undeclared] })).rejects.toThrow(
      "Plugin 'sneaky-maybe' uses services of 'greeter' without declaring it in dependsOn",
    );
  });

  it('refuses a bad plugin config value with a one-line error naming the plugin and the key', async () => {
    const strict = definePlugin({
      id: 'strict',
      config: z.object({ STRICT_LIMIT: z.coerce.number().int().min(1), STRICT_URL: z.string().url() }),
    });
    await expect(
      createTestHub({ plugins: [strict], pluginConfig: { strict: { STRICT_LIMIT: '0', STRICT_URL: 'x' } } }),
    ).rejects.toThrow(/^Invalid configuration of plugin 'strict': STRICT_LIMIT: .+; STRICT_URL: [^\n]+$/);
  });

  it('refuses a v1 plugin object with a clear message', async () => {
    const v1 = { apiVersion: 1, id: 'old', version: '1.0.0', dependsOn: [] } as unknown as Plugin;
    await expect(createTestHub({ plugins: [v1] })).rejects.toThrow(
      "Plugin 'old' is written for plugin API version 1; this hub runs version 2",
    );
  });

  it('refuses a parameter route that hides a later static one, and accepts a constrained one', async () => {
    const hidden = definePlugin({
      id: 'hidden',
      routes: (app) => {
        app.get('/api/things/:id', (c) => c.json({}));
        app.get('/api/things/export', (c) => c.json({}));
      },
    });
    await expect(createTestHub({ plugins: [hidden] })).rejects.toThrow(
      "Route GET /api/things/:id (plugin 'hidden') hides GET /api/things/export (plugin 'hidden')",
    );
    const constrained = definePlugin({
      id: 'constrained',
      routes: (app) => {
        app.get('/api/things/:id{[0-9a-f-]{36}}', (c) => c.json({ id: true }));
        app.get('/api/things/export', (c) => c.json({ export: true }));
      },
    });
    const t = await createTestHub({ plugins: [constrained] });
    try {
      expect(await (await t.request('/api/things/export')).json()).toEqual({ export: true });
    } finally {
      await t.close();
    }
  });

  it('lets a plugin contribute mail templates, offered by the test-email route', async () => {
    const mailer = definePlugin({
      id: 'mailer',
      mailTemplates: {
        'mailer-hello': (ctx) => ({
          subject: 'Hello',
          heading: 'Hello',
          intro: ['Hi'],
          outro: [`From ${ctx.publicUrl}`],
        }),
      },
    });
    const t = await createTestHub({ plugins: [mailer] });
    try {
      const res = await t.request('/api/email/test', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.test', type: 'mailer-hello' }),
      });
      expect(await res.json()).toMatchObject({ success: true });
      const rows = await t.hub.ctx.db.selectFrom('outbox').select(['template', 'text']).execute();
      expect(rows).toEqual([
        { template: 'mailer-hello', text: expect.stringContaining('From http://localhost:3000') },
      ]);
      const dup = definePlugin({
        id: 'dup',
        mailTemplates: { test: () => ({ subject: '', heading: '', intro: [], outro: [] }) },
      });
      await expect(createTestHub({ plugins: [dup] })).rejects.toThrow(
        "Mail template 'test' is declared twice (plugin 'dup')",
      );
    } finally {
      await t.close();
    }
  });
});
