import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchSchema, browserEventSchema, eventSchema } from '../shared/index.ts';
import { parseBatch, parseBrowserEvent, parseEvent } from './event-parse.ts';

const base = { app: 'app_1', event: 'user.signup' };

/** Events around the schema's edges: each one's answer must be the schema's own. */
const cases: unknown[] = [
  base,
  { ...base, status: 'error', tag: 'sync', user: 'ada@example.com', data: { plan: 'free', n: [1, 2] } },
  { ...base, app: '  app_1 ', event: '\tx\n', status: ' ok ', tag: '  ', user: ' u ' },
  { ...base, user: '' },
  { ...base, tag: '' },
  { ...base, status: '' },
  { ...base, status: '   ' },
  { ...base, app: '' },
  { ...base, app: ' ' },
  { ...base, app: 'a'.repeat(100) },
  { ...base, app: 'a'.repeat(101) },
  { ...base, app: ` ${'a'.repeat(100)} ` },
  { ...base, event: 'e'.repeat(200) },
  { ...base, event: 'e'.repeat(201) },
  { ...base, status: 's'.repeat(51) },
  { ...base, tag: 't'.repeat(101) },
  { ...base, user: 'u'.repeat(320) },
  { ...base, user: 'u'.repeat(321) },
  { ...base, app: 1 },
  { ...base, event: null },
  { ...base, status: null },
  { ...base, tag: 3 },
  { ...base, user: null },
  { ...base, data: null },
  { ...base, data: [] },
  { ...base, data: 'x' },
  { ...base, data: {} },
  { ...base, data: { nested: { deep: [null, true, 'x'] }, 1: 'one' } },
  JSON.parse('{"app":"a","event":"e","data":{"__proto__":{"x":1}}}'),
  JSON.parse('{"app":"a","event":"e","__proto__":{"x":1}}'),
  { ...base, timestamp: '2026-01-01T00:00:00Z' },
  { ...base, timestamp: '2026-01-01T00:00:00+02:00' },
  { ...base, timestamp: 'yesterday' },
  { ...base, timestamp: '2026-01-01' },
  { ...base, timestamp: '2026-01-01T00:00:00' },
  { ...base, timestamp: '2026-01-01T00:00:00.123456Z' },
  { ...base, timestamp: ' 2026-01-01T00:00:00Z' },
  { ...base, timestamp: 1767225600000 },
  { ...base, timestamp: null },
  { ...base, surprise: 1 },
  { event: 'no app' },
  { app: 'no event' },
  null,
  'text',
  42,
  [],
  [base],
];

const outcome = (f: () => unknown) => {
  try {
    return { ok: true, value: f() };
  } catch (err) {
    return { ok: false, error: String(err) };
  }
};

describe('ingestion event parsing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers what eventSchema answers, value or field issues', () => {
    for (const c of cases)
      expect(
        outcome(() => parseEvent(c)),
        JSON.stringify(c),
      ).toEqual(outcome(() => eventSchema.parse(c)));
  });

  it('answers what browserEventSchema answers', () => {
    const browser = [
      ...cases.map((c) => (c && typeof c === 'object' && !Array.isArray(c) ? { ...c, id: 'evt_1' } : c)),
      { ...base, id: '' },
      { ...base, id: ' evt ' },
      { ...base, id: 'i'.repeat(101) },
      { ...base, id: 7 },
      base,
    ];
    for (const c of browser)
      expect(
        outcome(() => parseBrowserEvent(c)),
        JSON.stringify(c),
      ).toEqual(outcome(() => browserEventSchema.parse(c)));
    // A server event names no id of its own.
    expect(outcome(() => parseEvent({ ...base, id: 'evt_1' }))).toEqual(
      outcome(() => eventSchema.parse({ ...base, id: 'evt_1' })),
    );
  });

  it('answers what batchSchema answers', () => {
    const ev = { ...base, id: 'evt_1' };
    const batches: unknown[] = [
      { events: [ev] },
      { events: [ev, { ...ev, id: 'evt_2', user: 'u' }] },
      { events: [] },
      { events: Array(50).fill(ev) },
      { events: Array(51).fill(ev) },
      { events: [ev, { ...ev, id: '' }] },
      { events: [ev, { ...ev, timestamp: '2026-01-01T00:00:00Z' }] },
      { events: [ev], more: 1 },
      { events: 'x' },
      { events: null },
      null,
      {},
    ];
    for (const b of batches)
      expect(
        outcome(() => parseBatch(b)),
        JSON.stringify(b),
      ).toEqual(outcome(() => batchSchema.parse(b).events));
  });

  it('checks a plain event without the schema', () => {
    const parse = vi.spyOn(eventSchema, 'parse');
    expect(parseEvent({ ...base, status: 'ok', tag: 'x', data: { n: 1 } })).toEqual({
      ...base,
      status: 'ok',
      tag: 'x',
      data: { n: 1 },
    });
    // The tracker always sends the time of the event.
    expect(parseEvent({ ...base, timestamp: '2026-01-01T10:00:00.000Z' })).toEqual({
      ...base,
      status: 'ok',
      tag: '',
      data: {},
      timestamp: '2026-01-01T10:00:00.000Z',
    });
    expect(parse).not.toHaveBeenCalled();
    expect(() => parseEvent({ ...base, surprise: 1 })).toThrow();
    expect(() => parseEvent({ ...base, timestamp: '2026-01-01' })).toThrow();
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
