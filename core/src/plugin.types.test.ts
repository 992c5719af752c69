import type { Kysely } from 'kysely';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type CoreServices, coreServices } from './core-plugin.ts';
import { type CoreTables, tablesOf } from './db/tables.ts';
import { definePlugin } from './plugin.ts';
import { serviceRef } from './services.ts';

interface NotesTables {
  notes: { id: string; orgId: string; title: string };
}
interface Clock2 {
  tick(): number;
}
const clockRef = serviceRef<Clock2>('clock2');

// Compile-time checks (pnpm typecheck); the runtime part only builds the definitions.
describe('definePlugin infers the setup result, the config and the tables', () => {
  it('types every callback from setup, config and tables', () => {
    definePlugin({
      id: 'typed',
      dependsOn: [clockRef],
      config: z.object({ TYPED_LIMIT: z.coerce.number().default(5) }),
      tables: tablesOf<NotesTables>(),
      setup: (hub) => {
        expectTypeOf(hub.settings).toEqualTypeOf<{ TYPED_LIMIT: number }>();
        expectTypeOf(hub.db).toEqualTypeOf<Kysely<CoreTables & NotesTables>>();
        expectTypeOf(hub.use(clockRef)).toEqualTypeOf<Clock2>();
        expectTypeOf(hub.use(coreServices)).toEqualTypeOf<CoreServices>();
        return { limit: hub.settings.TYPED_LIMIT, label: 'x' as const };
      },
      routes: (_app, hub, s) => {
        expectTypeOf(s).toEqualTypeOf<{ limit: number; label: 'x' }>();
        expectTypeOf(hub.settings.TYPED_LIMIT).toBeNumber();
        // @ts-expect-error not a table of core or of this plugin
        hub.db.selectFrom('nope');
      },
      jobs: { 'typed.run': async (_run, s) => expectTypeOf(s.limit).toBeNumber() },
      services: (_hub, s) => ({ limit: () => s.limit }),
      events: {},
      onStart: (_hub, s) => {
        expectTypeOf(s.label).toEqualTypeOf<'x'>();
      },
      cli: (_program, _hub, setup) =>
        expectTypeOf(setup).toEqualTypeOf<() => Promise<{ limit: number; label: 'x' }>>(),
      seed: {
        demo: async (_hub, _d, s) => {
          expectTypeOf(s.limit).toBeNumber();
        },
      },
    });
  });

  it('keeps a plugin without tables on Kysely<any> (v1 plugins, transitionally)', () => {
    definePlugin({
      id: 'untyped',
      routes: (_app, hub) => expectTypeOf(hub.db).toEqualTypeOf<Kysely<any>>(),
    });
  });
});
