import { definePlugin } from '@ecohub/core';
import { createTestHub, testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { notesService } from '../../shared/services.ts';
import customNotes from '../index.ts';

describe.each(testDialects)('custom-notes v2 parts on %s', (dialect) => {
  it('exports the notes in a job whose progress GET /api/jobs/:id reports, to its organisation only', async () => {
    const t = await createTestHub({ dialect, plugins: [customNotes], startJobs: true });
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      for (const title of ['First', 'Second', 'Third'])
        await a.agent.post('/api/custom-notes', { title, body: `About ${title}` });
      const started = await a.agent.post('/api/custom-notes/export');
      expect(started.status).toBe(202);
      const { jobId } = await started.json();
      await t.hub.ctx.jobs.wait(jobId);

      const job = await (await a.agent.get(`/api/jobs/${jobId}`)).json();
      expect(job).toMatchObject({
        state: 'completed',
        progress: { done: 3, total: 3 },
        counts: { exported: 3 },
        result: { notes: 3, markdown: expect.stringMatching(/^## First\n\nAbout First\n\n## Second/) },
      });
      expect((await b.agent.get(`/api/jobs/${jobId}`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('caps the notes of an organisation by its configuration, and refuses a bad value at start', async () => {
    const t = await createTestHub({
      dialect,
      plugins: [customNotes],
      pluginConfig: { 'custom-notes': { CUSTOM_NOTES_MAX_PER_ORG: '1' } },
    });
    try {
      const a = await t.signedIn();
      expect((await a.agent.post('/api/custom-notes', { title: 'One' })).status).toBe(201);
      const second = await a.agent.post('/api/custom-notes', { title: 'Two' });
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ message: 'An organisation keeps at most 1 notes' });
    } finally {
      await t.close();
    }
    await expect(
      createTestHub({
        dialect,
        plugins: [customNotes],
        pluginConfig: { 'custom-notes': { CUSTOM_NOTES_MAX_PER_ORG: 'lots' } },
      }),
    ).rejects.toThrow(/^Invalid configuration of plugin 'custom-notes': CUSTOM_NOTES_MAX_PER_ORG: /);
  });

  it('offers its typed service to a plugin that depends on it', async () => {
    const reader = definePlugin({
      id: 'notes-reader',
      dependsOn: [notesService],
      setup: (hub) => ({ notes: hub.use(notesService) }),
      routes: (app, _hub, { notes }) =>
        app.get('/api/notes-reader/:orgId', async (c) =>
          c.json({ count: await notes.count(c.req.param('orgId')) }),
        ),
    });
    const t = await createTestHub({ dialect, plugins: [reader, customNotes] });
    try {
      const a = await t.signedIn();
      await a.agent.post('/api/custom-notes', { title: 'Counted' });
      expect(await (await t.request(`/api/notes-reader/${a.orgId}`)).json()).toEqual({ count: 1 });
    } finally {
      await t.close();
    }
  });
});
