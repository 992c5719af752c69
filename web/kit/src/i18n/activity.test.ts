import { afterAll, describe, expect, it } from 'vitest';
import { defineWebPlugin } from '../plugin/define-web-plugin.ts';
import { activityText } from './activity.ts';
import { addMessages, i18n } from './index.ts';

const en = {
  activityLines: {
    thing_done_one: 'Did {{count, number}} thing for {{name}}',
    thing_done_other: 'Did {{count, number}} things for {{name}}',
    call_logged_incoming: 'Call from {{who}}, {{seconds, duration}}, {{at, datetime(dateStyle: medium)}}',
  },
};
const fr = {
  activityLines: {
    thing_done_one: '{{count, number}} chose faite pour {{name}}',
    thing_done_other: '{{count, number}} choses faites pour {{name}}',
    call_logged_incoming: 'Appel de {{who}}, {{seconds, duration}}, {{at, datetime(dateStyle: medium)}}',
  },
};
// A plugin that records activities, as the app registers it.
const plugin = defineWebPlugin({ id: 'activity-test', messages: { en, fr } });
addMessages(plugin.id, plugin.messages);
afterAll(() => i18n.changeLanguage('en'));

const line = (a: Parameters<typeof activityText>[1]) => activityText(i18n.t, a);

describe("an activity's line", () => {
  it("is the type's message in the language, with numbers, durations and dates formatted by Intl", async () => {
    const many = { type: 'thing_done', description: 'x', params: { count: 12345, name: 'Zoë' } };
    const call = {
      type: 'call_logged',
      description: 'x',
      params: { who: 'Ada', seconds: 185, at: '2026-03-01T12:00:00.000Z', variant: 'incoming' },
    };
    expect(line(many)).toBe('Did 12,345 things for Zoë');
    expect(line({ ...many, params: { count: 1, name: 'Zoë' } })).toBe('Did 1 thing for Zoë');
    expect(line(call)).toBe('Call from Ada, 3 min 5 sec, Mar 1, 2026');
    await i18n.changeLanguage('fr');
    expect(line(many)).toBe('12\u202f345 choses faites pour Zoë');
    expect(line(call)).toBe('Appel de Ada, 3\u00a0min 5\u202fs, 1 mars 2026');
  });

  it('is the stored English line for an activity without params, or of a type no plugin translates', async () => {
    await i18n.changeLanguage('fr');
    expect(line({ type: 'thing_done', description: 'Did it (old row)', params: null })).toBe(
      'Did it (old row)',
    );
    expect(line({ type: 'unknown', description: 'Something else', params: { n: 1 } })).toBe('Something else');
  });
});
