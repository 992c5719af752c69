import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here.
// PostgreSQL: superhub_events becomes a table partitioned by month of received_at (one partition a
// month, `superhub_events_pYYYYMM`, plus a default partition that only catches a clock surprise), so
// the indexes that every stored event writes are those of the current month's partition, and
// retention drops whole partitions. A unique index of a partitioned table must contain the
// partition key, so the idempotency key (app_id, message_id) moves to its own table,
// superhub_event_keys, that each insert goes through first (its primary key holds every stored
// message id; a BRIN index on received_at lets retention delete old keys). An existing table is
// converted in this migration's transaction (PostgreSQL runs DDL in it): its rows are copied into
// the partitions and its keys into superhub_event_keys; any failure rolls everything back.
// SQLite keeps one table (retention deletes in batches): nothing to do.

const COLUMNS =
  'id, org_id, app_id, message_id, source, stream, event, status, tag, user_key, data, occurred_at, received_at';

/** '2026-11' → the ISO text of that month's first instant, as received_at stores times. */
const monthStart = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1)).toISOString();

async function createMonth(db: Kysely<unknown>, month: string): Promise<void> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  await sql
    .raw(
      `create table if not exists superhub_events_p${y}${String(m).padStart(2, '0')} partition of superhub_events
        for values from ('${monthStart(y, m)}') to ('${monthStart(y, m + 1)}')`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`lock table superhub_events in access exclusive mode`.execute(db);
  await sql`alter table superhub_events rename to superhub_events_unpartitioned`.execute(db);
  await sql`alter table superhub_events_unpartitioned rename constraint superhub_events_pkey to superhub_events_unpartitioned_pkey`.execute(
    db,
  );
  await sql`alter index superhub_events_stream_idx rename to superhub_events_unpartitioned_stream_idx`.execute(
    db,
  );
  await sql`create table superhub_events (
      id text not null,
      org_id text not null references organizations (id) on delete cascade,
      app_id text not null,
      message_id text not null,
      source text not null,
      stream text not null,
      event text not null,
      status text not null,
      tag text not null default '',
      user_key text,
      data text not null default '{}',
      occurred_at text not null,
      received_at text not null,
      constraint superhub_events_pkey primary key (id, received_at)
    ) partition by range (received_at)`.execute(db);
  await sql`create index superhub_events_stream_idx on superhub_events (org_id, stream, received_at, id)`.execute(
    db,
  );
  await sql`create table superhub_events_default partition of superhub_events default`.execute(db);

  // Every month that holds events, and this month and the next three.
  const now = new Date();
  const months = new Set(
    (
      await sql<{ m: string }>`select distinct substr(received_at, 1, 7) as m
        from superhub_events_unpartitioned`.execute(db)
    ).rows.map((r) => r.m),
  );
  for (let i = 0; i <= 3; i++)
    months.add(monthStart(now.getUTCFullYear(), now.getUTCMonth() + 1 + i).slice(0, 7));
  for (const m of [...months].sort()) if (/^\d{4}-\d{2}$/.test(m)) await createMonth(db, m);

  await sql
    .raw(`insert into superhub_events (${COLUMNS}) select ${COLUMNS} from superhub_events_unpartitioned`)
    .execute(db);

  await sql`create table superhub_event_keys (
      app_id text not null,
      message_id text not null,
      event_id text not null,
      received_at text not null,
      constraint superhub_event_keys_pkey primary key (app_id, message_id)
    )`.execute(db);
  await sql`create index superhub_event_keys_received_idx on superhub_event_keys using brin (received_at)`.execute(
    db,
  );
  await sql`insert into superhub_event_keys (app_id, message_id, event_id, received_at)
    select app_id, message_id, id, received_at from superhub_events_unpartitioned
    order by received_at`.execute(db);
  await sql`drop table superhub_events_unpartitioned`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`lock table superhub_events in access exclusive mode`.execute(db);
  await sql`alter table superhub_events rename to superhub_events_partitioned`.execute(db);
  await sql`alter index superhub_events_stream_idx rename to superhub_events_partitioned_stream_idx`.execute(
    db,
  );
  await sql`alter table superhub_events_partitioned rename constraint superhub_events_pkey to superhub_events_partitioned_pkey`.execute(
    db,
  );
  await sql`create table superhub_events (
      id text primary key,
      org_id text not null references organizations (id) on delete cascade,
      app_id text not null,
      message_id text not null,
      source text not null,
      stream text not null,
      event text not null,
      status text not null,
      tag text not null default '',
      user_key text,
      data text not null default '{}',
      occurred_at text not null,
      received_at text not null,
      constraint superhub_events_message_uq unique (app_id, message_id)
    )`.execute(db);
  await sql
    .raw(
      `insert into superhub_events (${COLUMNS}) select ${COLUMNS} from superhub_events_partitioned order by received_at`,
    )
    .execute(db);
  await sql`create index superhub_events_stream_idx on superhub_events (org_id, stream, received_at, id)`.execute(
    db,
  );
  await sql`drop table superhub_events_partitioned`.execute(db);
  await sql`drop table superhub_event_keys`.execute(db);
}
