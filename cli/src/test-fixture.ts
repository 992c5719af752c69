import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@ecohub/core';

// A plugin written as the config loader sees any plugin: a module whose default export is the
// plugin object. It owns a table, seeds one demo row and adds a `notes count` command.
const NOTES_PLUGIN = `
export default {
  apiVersion: 2,
  id: 'notes',
  version: '1.0.0',
  dependsOn: [],
  migrations: {
    '2026-11-23T00-notes': {
      up: (db) => db.schema.createTable('notes').addColumn('org_id', 'text', (c) => c.notNull()).addColumn('body', 'text').execute(),
      down: (db) => db.schema.dropTable('notes').execute(),
    },
  },
  seed: {
    demo: async (hub, { orgId }) => {
      await hub.db.insertInto('notes').values({ orgId, body: 'Welcome to the demo' }).execute();
    },
  },
  cli: (program, hubCtx) => {
    program.command('notes-count').description('count notes').action(async () => {
      const hub = await hubCtx();
      const rows = await hub.db.selectFrom('notes').select('body').execute();
      console.log(JSON.stringify({ notes: rows.length }));
    });
  },
};
`;

export interface Fixture {
  dir: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * A data folder and a plugins config with the notes plugin. On PostgreSQL the CLI gets its own
 * schema through the connection string, so runs never see each other's tables.
 */
export async function fixture(dialect: 'sqlite' | 'postgres'): Promise<Fixture> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-cli-'));
  writeFileSync(path.join(dir, 'notes-plugin.mjs'), NOTES_PLUGIN);
  writeFileSync(path.join(dir, 'ecohub.config.json'), JSON.stringify({ plugins: ['./notes-plugin.mjs'] }));
  const env: Record<string, string> = {
    DATA_DIR: path.join(dir, 'data'),
    PLUGINS_CONFIG: path.join(dir, 'ecohub.config.json'),
    LOG_LEVEL: 'silent',
  };
  let drop = async () => {};
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `cli_${process.pid}_${Date.now().toString(36)}`;
    const admin = connect({ url });
    await admin.db.schema.createSchema(schema).execute();
    await admin.close();
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = u.toString();
    drop = async () => {
      const c = connect({ url });
      await c.db.schema.dropSchema(schema).cascade().execute();
      await c.close();
    };
  }
  return {
    dir,
    env,
    async cleanup() {
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
