import { DEMO_HEADER, seedDemo } from '@ecohub/core';
import { createTestHub, testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import customNotes from '../index.ts';

describe.each(testDialects)('custom-notes plugin on %s', (dialect) => {
  it('keeps each organisation to its own notes', async () => {
    const t = await createTestHub({ dialect, plugins: [customNotes] });
    try {
      const a = await t.signedIn({ role: 'member' });
      const b = await t.signedIn({ role: 'owner' });
      const created = await a.agent.post('/api/custom-notes', {
        title: ' Call Ada ',
        body: 'About the renewal',
      });
      expect(created.status).toBe(201);
      const note = await created.json();
      expect(note).toMatchObject({ title: 'Call Ada', body: 'About the renewal', createdBy: a.userId });

      expect((await b.agent.get(`/api/custom-notes/${note.id}`)).status).toBe(404);
      const patch = await b.agent.patch(`/api/custom-notes/${note.id}`, { title: 'Hijacked' });
      expect(patch.status).toBe(404);
      expect(await patch.json()).toEqual({ message: 'Note not found', code: 'not_found' });
      expect((await b.agent.delete(`/api/custom-notes/${note.id}`)).status).toBe(404);
      expect(await (await b.agent.get('/api/custom-notes')).json()).toEqual({ notes: [] });

      const mine = await a.agent.get(`/api/custom-notes/${note.id}`);
      expect(await mine.json()).toEqual(note);
      expect(await (await a.agent.get('/api/custom-notes')).json()).toEqual({ notes: [note] });

      const edited = await a.agent.patch(`/api/custom-notes/${note.id}`, { body: 'Renewal signed' });
      expect(await edited.json()).toMatchObject({ title: 'Call Ada', body: 'Renewal signed' });
      expect((await a.agent.delete(`/api/custom-notes/${note.id}`)).status).toBe(204);
      expect((await a.agent.get(`/api/custom-notes/${note.id}`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('lets viewers read but not write, and validates the body', async () => {
    const t = await createTestHub({ dialect, plugins: [customNotes] });
    try {
      const owner = await t.signedIn();
      const viewer = await t.signedIn({ role: 'viewer', orgId: owner.orgId });
      await owner.agent.post('/api/custom-notes', { title: 'Shared with the team' });
      const list = await (await viewer.agent.get('/api/custom-notes')).json();
      expect(list.notes.map((n: { title: string }) => n.title)).toEqual(['Shared with the team']);
      expect((await viewer.agent.post('/api/custom-notes', { title: 'x' })).status).toBe(403);

      const bad = await owner.agent.post('/api/custom-notes', { title: '   ', body: 5 });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual([
        'body',
        'title',
      ]);
      const empty = await owner.agent.patch(`/api/custom-notes/${list.notes[0].id}`, {});
      expect(empty.status).toBe(400);
      expect((await t.request('/api/custom-notes')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('seeds two demo notes that the public demo reads but cannot change', async () => {
    const t = await createTestHub({ dialect, plugins: [customNotes] });
    try {
      // The same path as `ecosystem-cli seed --demo`: the demo organisation, then each plugin's data.
      const demo = await seedDemo(t.hub);
      expect(demo.plugins).toContain('custom-notes');
      const res = await t.request('/api/custom-notes', { headers: { [DEMO_HEADER]: '1' } });
      expect(res.status).toBe(200);
      const { notes } = await res.json();
      expect(notes).toHaveLength(2);
      const write = await t.request('/api/custom-notes', {
        method: 'POST',
        headers: { [DEMO_HEADER]: '1', 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Vandalism' }),
      });
      expect(write.status).toBe(403);
      expect(await write.json()).toMatchObject({ message: 'Demo is read-only' });
      const stored = await t.hub.ctx.db.selectFrom('customNotes').selectAll().execute();
      expect(stored.map((n) => n.orgId)).toEqual([demo.orgId, demo.orgId]);
      expect(stored.every((n) => n.createdBy === demo.ownerId)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
