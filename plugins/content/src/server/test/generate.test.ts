import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, TOPIC_REQUIRED_MESSAGE } from '../../shared/constants.ts';
import { draftSchema } from '../../shared/content.ts';
import { SEO_CHECKS } from '../../shared/seo.ts';
import { contentHub, generate } from './helpers.ts';

const TOPICS = {
  en: 'Solar panels for homes',
  fr: 'Panneaux solaires',
  de: 'Solaranlagen für Häuser',
  es: 'Paneles solares',
} as const;

describe.each(testDialects)('content generation on %s', (dialect) => {
  it('generates every type in four languages: valid items, scored in their language', async () => {
    const t = await contentHub(dialect);
    try {
      const a = await t.signedIn();
      for (const [language, topic] of Object.entries(TOPICS))
        for (const type of CONTENT_TYPES) {
          const job = await generate(t, a.agent, { topic, type, language, websiteId: 1 });
          expect(job.state, `${language} ${type}: ${job.error}`).toBe('completed');
          expect(job.progress).toMatchObject({ done: 4, total: 4 });
          const item = job.result?.item;
          expect(draftSchema.omit({ headings: true }).safeParse(item).error).toBeUndefined();
          expect(item).toMatchObject({
            type,
            language,
            status: 'scheduled',
            websiteId: 1,
            generator: 'local',
            topic,
          });
          expect(item.seo.checks.map((c: { id: string }) => c.id)).toEqual([...SEO_CHECKS]);
          expect(item.seoScore).toBe(item.seo.score);
          // The built-in templates put the keyphrase where the checks look.
          expect(item.seoScore, `${language} ${type}`).toBeGreaterThanOrEqual(80);
          expect(item.body.toLowerCase()).toContain(item.keyphrase.toLowerCase());
          expect(item.slug).toContain(
            item.keyphrase.split(' ')[0].toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''),
          );
        }
      const list = await (await a.agent.get('/api/content')).json();
      expect(list.items).toHaveLength(20);
      // Each language reads with its own formula.
      const formulas = new Set(list.items.map((i: { seo: { formula: string } }) => i.seo.formula));
      expect(formulas).toEqual(
        new Set(['Flesch reading ease', 'Kandel–Moles', 'Amstad', 'Fernández Huerta']),
      );
      // Scheduled two days apart, each after the last.
      const cal = (await (await a.agent.get('/api/content/calendar')).json()).items;
      const dates = cal.map((i: { scheduledFor: string }) => Date.parse(i.scheduledFor));
      expect(dates.every((d: number, i: number) => i === 0 || d - dates[i - 1] === 2 * 86_400_000)).toBe(
        true,
      );
      // Each generation recorded its activity.
      const acts = (await (await a.agent.get('/api/activities?limit=100')).json()).items;
      expect(acts.filter((x: { type: string }) => x.type === 'content_generated')).toHaveLength(20);
    } finally {
      await t.close();
    }
  });

  it('writes from the organisation’s data: its website, audience and contacts', async () => {
    const t = await contentHub(dialect);
    try {
      const a = await t.signedIn();
      await a.agent.post('/api/contacts', {
        firstName: 'Ada',
        lastName: 'L',
        email: 'ada@x.test',
        source: 'Speaker Stage',
      });
      const job = await generate(t, a.agent, { topic: 'Keynote speaking', websiteId: 1 });
      const item = job.result?.item;
      expect(item.body).toContain('Speaker Stage');
      expect(item.title).toBe(
        'Keynote speaking: a practical guide for keynotes, podcast bookings and media kits',
      );
      expect(item.body).toContain('We work with 1 contacts');
      const all = await generate(t, a.agent, { topic: 'Keynote speaking' });
      expect(all.result?.item.websiteId).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('refuses bad input with field issues, and keeps each organisation to its own items', async () => {
    const t = await contentHub(dialect);
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      const empty = await a.agent.post('/api/generate-content', { topic: '   ' });
      expect(empty.status).toBe(400);
      expect((await empty.json()).issues).toEqual([
        expect.objectContaining({ path: 'topic', message: TOPIC_REQUIRED_MESSAGE }),
      ]);
      const bad = await a.agent.post('/api/generate-content', {
        topic: 'x',
        type: 'poem',
        websiteId: 4,
        language: 'xx',
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual([
        'language',
        'type',
        'websiteId',
      ]);

      const job = await generate(t, a.agent, { topic: 'Solar panels' });
      const id = job.result?.item.id;
      expect((await (await b.agent.get('/api/content')).json()).items).toEqual([]);
      expect((await b.agent.get(`/api/content/${id}`)).status).toBe(404);
      expect((await b.agent.post(`/api/content/${id}/publish`)).status).toBe(404);
      expect(
        (await b.agent.patch(`/api/content/${id}/schedule`, { scheduledFor: '2027-01-01T09:00:00Z' })).status,
      ).toBe(404);
      expect((await (await b.agent.post('/api/content/quick-publish')).json()).item).toBeNull();
      expect((await a.agent.get(`/api/content/${id}`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('reschedules on the calendar, refuses a bad date, and publishes at once with auto-publish', async () => {
    const t = await contentHub(dialect);
    try {
      const a = await t.signedIn();
      const item = (await generate(t, a.agent, { topic: 'Solar panels' })).result?.item;
      const bad = await a.agent.patch(`/api/content/${item.id}/schedule`, { scheduledFor: 'next tuesday' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues[0].path).toBe('scheduledFor');
      const moved = await a.agent.patch(`/api/content/${item.id}/schedule`, {
        scheduledFor: '2030-05-01T09:00:00.000Z',
      });
      expect(await moved.json()).toMatchObject({
        status: 'scheduled',
        scheduledFor: '2030-05-01T09:00:00.000Z',
      });

      const now = (await generate(t, a.agent, { topic: 'Heat pumps', autoPublish: true })).result?.item;
      expect(now).toMatchObject({ status: 'published', scheduledFor: null });
      expect(now.publishedAt).toEqual(expect.any(String));
      // A published item is off the calendar and cannot be moved back.
      expect(
        (await a.agent.patch(`/api/content/${now.id}/schedule`, { scheduledFor: '2030-05-01T09:00:00Z' }))
          .status,
      ).toBe(404);
      const cal = (await (await a.agent.get('/api/content/calendar')).json()).items;
      expect(cal.map((i: { id: string }) => i.id)).toEqual([item.id]);
    } finally {
      await t.close();
    }
  });
});
