import type { Kysely } from 'kysely';

// Frozen: never import application code here. Listing tables follow the RESO Data Dictionary 2.0
// names (Property, Media, OpenHouse) in snake_case.
export async function up(db: Kysely<unknown>): Promise<void> {
  const org = (c: any) => c.notNull().references('organizations.id').onDelete('cascade');
  await db.schema
    .createTable('idx_websites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', org)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('mls_sync', 'integer', (c) => c.notNull())
    .addColumn('ai_matchmaker', 'integer', (c) => c.notNull())
    .addColumn('white_label', 'integer', (c) => c.notNull())
    .addColumn('app_id', 'text')
    .addColumn('app_key', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_websites_org_idx')
    .on('idx_websites')
    .columns(['org_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('idx_properties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', org)
    .addColumn('listing_key', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('standard_status', 'text', (c) => c.notNull())
    .addColumn('list_price', 'bigint', (c) => c.notNull())
    .addColumn('unparsed_address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state_or_province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('bedrooms_total', 'integer', (c) => c.notNull())
    .addColumn('bathrooms_total_integer', 'integer', (c) => c.notNull())
    .addColumn('living_area', 'integer', (c) => c.notNull())
    .addColumn('property_type', 'text', (c) => c.notNull())
    .addColumn('public_remarks', 'text', (c) => c.notNull())
    .addColumn('list_office_name', 'text', (c) => c.notNull())
    .addColumn('list_agent_full_name', 'text', (c) => c.notNull())
    .addColumn('originating_system_name', 'text', (c) => c.notNull())
    .addColumn('modification_timestamp', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('lead_captures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('idx_properties_key_uq')
    .on('idx_properties')
    .columns(['org_id', 'listing_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('idx_properties_price_idx')
    .on('idx_properties')
    .columns(['org_id', 'list_price'])
    .execute();

  await db.schema
    .createTable('idx_media')
    .addColumn('org_id', 'text', org)
    .addColumn('media_key', 'text', (c) => c.notNull())
    .addColumn('listing_key', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('media_url', 'text', (c) => c.notNull())
    .addColumn('media_category', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idx_media_pk', ['org_id', 'media_key'])
    .execute();
  await db.schema
    .createIndex('idx_media_listing_idx')
    .on('idx_media')
    .columns(['org_id', 'listing_key'])
    .execute();

  await db.schema
    .createTable('idx_open_houses')
    .addColumn('org_id', 'text', org)
    .addColumn('open_house_key', 'text', (c) => c.notNull())
    .addColumn('listing_key', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('idx_open_houses_pk', ['org_id', 'open_house_key'])
    .execute();

  await db.schema
    .createTable('idx_leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', org)
    .addColumn('website_id', 'text', (c) => c.notNull().references('idx_websites.id').onDelete('cascade'))
    .addColumn('listing_key', 'text')
    .addColumn('contact_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_leads_site_idx')
    .on('idx_leads')
    .columns(['org_id', 'website_id'])
    .execute();

  await db.schema
    .createTable('idx_saved_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', org)
    .addColumn('website_id', 'text', (c) => c.notNull().references('idx_websites.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idx_alerts_sent')
    .addColumn('org_id', 'text', org)
    .addColumn('saved_search_id', 'text', (c) =>
      c.notNull().references('idx_saved_searches.id').onDelete('cascade'),
    )
    .addColumn('listing_key', 'text', (c) => c.notNull())
    .addColumn('list_price', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idx_alerts_sent_pk', ['saved_search_id', 'listing_key'])
    .execute();

  await db.schema
    .createTable('idx_sync_state')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('high_water', 'text')
    .addColumn('last_run_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'idx_sync_state',
    'idx_alerts_sent',
    'idx_saved_searches',
    'idx_leads',
    'idx_open_houses',
    'idx_media',
    'idx_properties',
    'idx_websites',
  ])
    await db.schema.dropTable(t).execute();
}
