import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here.
// Geofencing (spec 001 §2.4): how a contact's coordinates were found (zip, city, gps, none), the
// proximity alerts (one per user, contact and day), and a spatial index on the coordinates:
// SQLite's R*Tree (compiled into better-sqlite3) kept in step by triggers, keyed by the contact's
// rowid; on PostgreSQL a GiST index on the unit-sphere point as a `cube` when that extension can
// be created, else a B-tree on (org_id, latitude, longitude) for a bounding box.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** `create extension cube` in a savepoint: refused or absent leaves the migration going. */
async function tryCube(db: Kysely<unknown>): Promise<boolean> {
  const has = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'cube'`.execute(db))
      .rows[0]?.n === 1;
  if (await has()) return true;
  const avail = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions
    where name = 'cube'`.execute(db);
  if (avail.rows[0]?.n !== 1) return false;
  await sql`savepoint crm_location_cube`.execute(db);
  try {
    // Serialised: hubs migrating at once (tests) would otherwise race on the catalogue.
    await sql`select pg_advisory_xact_lock(7345001)`.execute(db);
    await sql`create extension if not exists cube with schema public`.execute(db);
    await sql`release savepoint crm_location_cube`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint crm_location_cube`.execute(db);
    return has();
  }
}

const POINT = `public.cube(array[cos(radians(latitude)) * cos(radians(longitude)),
  cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))])`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('crm_contacts').addColumn('geo_precision', 'text').execute();
  // The contacts still to geocode: few, found without a scan.
  await db.schema
    .createIndex('crm_contacts_geo_pending_idx')
    .on('crm_contacts')
    .columns(['org_id', 'id'])
    .where(sql.ref('geo_precision'), 'is', null)
    .execute();
  await db.schema
    .createTable('crm_location_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_key', 'text', (c) => c.notNull())
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('distance_miles', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('crm_location_alerts_once', ['org_id', 'user_key', 'contact_id', 'day'])
    .execute();

  if (isPostgres(db)) {
    if (await tryCube(db)) {
      await sql`create index crm_contacts_geo_cube_idx on crm_contacts using gist (${sql.raw(POINT)})
        where latitude is not null and longitude is not null`.execute(db);
    } else {
      await db.schema
        .createIndex('crm_contacts_geo_box_idx')
        .on('crm_contacts')
        .columns(['org_id', 'latitude', 'longitude'])
        .execute();
    }
    return;
  }
  await sql`create virtual table crm_contacts_geo using rtree(id, min_lat, max_lat, min_lon, max_lon)`.execute(
    db,
  );
  await sql`insert into crm_contacts_geo select rowid, latitude, latitude, longitude, longitude
    from crm_contacts where latitude is not null and longitude is not null`.execute(db);
  await sql`create trigger crm_contacts_geo_ins after insert on crm_contacts
    when new.latitude is not null and new.longitude is not null begin
      insert into crm_contacts_geo values (new.rowid, new.latitude, new.latitude, new.longitude, new.longitude);
    end`.execute(db);
  await sql`create trigger crm_contacts_geo_upd after update of latitude, longitude on crm_contacts begin
      delete from crm_contacts_geo where id = old.rowid;
      insert into crm_contacts_geo select new.rowid, new.latitude, new.latitude, new.longitude, new.longitude
        where new.latitude is not null and new.longitude is not null;
    end`.execute(db);
  await sql`create trigger crm_contacts_geo_del after delete on crm_contacts begin
      delete from crm_contacts_geo where id = old.rowid;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists crm_contacts_geo_cube_idx`.execute(db);
    await sql`drop index if exists crm_contacts_geo_box_idx`.execute(db);
  } else {
    for (const t of ['ins', 'upd', 'del']) await sql.raw(`drop trigger crm_contacts_geo_${t}`).execute(db);
    await sql`drop table crm_contacts_geo`.execute(db);
  }
  await db.schema.dropTable('crm_location_alerts').execute();
  await db.schema.dropIndex('crm_contacts_geo_pending_idx').execute();
  await db.schema.alterTable('crm_contacts').dropColumn('geo_precision').execute();
}
