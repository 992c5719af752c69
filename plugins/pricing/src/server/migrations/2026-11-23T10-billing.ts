import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_catalogue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('limits', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('stripe_product_id', 'text')
    .addColumn('stripe_price_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('billing_catalogue_kind_code', ['kind', 'code'])
    .execute();

  await db.schema
    .createTable('billing_checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_session_id', 'text', (c) => c.unique())
    .addColumn('product_line', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('addons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('monthly_amount', 'integer', (c) => c.notNull())
    .addColumn('one_time_amount', 'integer', (c) => c.notNull())
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('selection', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('billing_checkouts_org_idx').on('billing_checkouts').column('org_id').execute();

  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('product_line', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('addons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_customer_id', 'text')
    .addColumn('provider_subscription_id', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('monthly_amount', 'integer', (c) => c.notNull())
    .addColumn('trial_ends_at', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('billing_subscriptions_org_line', ['org_id', 'product_line'])
    .execute();
  await db.schema
    .createIndex('billing_subscriptions_provider_idx')
    .on('billing_subscriptions')
    .column('provider_subscription_id')
    .execute();

  await db.schema
    .createTable('billing_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('checkout_id', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull().unique())
    .addColumn('product_line', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_payments_org_idx')
    .on('billing_payments')
    .columns(['org_id', 'created_at'])
    .execute();

  // One row per provider event id: a repeated or concurrent delivery finds it and does nothing.
  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  // The last counts seen by the plan-limit checker (feeds adaptive pricing).
  await db.schema
    .createTable('billing_usage')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_usage_pk', ['org_id', 'resource'])
    .execute();

  await db.schema
    .createTable('billing_tier_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('recommendation_id', 'text', (c) => c.notNull().unique())
    .addColumn('from_tier', 'text', (c) => c.notNull())
    .addColumn('to_tier', 'text', (c) => c.notNull())
    .addColumn('applied_by', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();

  // The rows as frozen here: typed by this migration's own seed, never by the app's tables.
  const frozen = db as Kysely<{ billing_catalogue: (typeof SEED)[number] }>;
  await frozen.insertInto('billing_catalogue').values(SEED).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'billing_tier_changes',
    'billing_usage',
    'billing_events',
    'billing_payments',
    'billing_subscriptions',
    'billing_checkouts',
    'billing_catalogue',
  ])
    await db.schema.dropTable(t).execute();
}

// The spec's catalogue (000 §9), in minor units, as it stood when this migration was written.
const GB = 1024 ** 3;
const AT = '2026-11-23T00:00:00.000Z';
type Row = [kind: string, code: string, name: string, description: string, dollars: number, extra?: object];
const rows: Row[] = [
  [
    'plan',
    'starter',
    'Starter',
    'For small teams getting organised',
    49,
    {
      features: [
        'Up to 1,000 contacts',
        'Basic CRM',
        'Email integration',
        'Mobile app access',
        'Standard support',
        '2 users',
        '1GB storage',
      ],
      limits: { contacts: 1000, users: 2, storageBytes: GB },
    },
  ],
  [
    'plan',
    'professional',
    'Professional',
    'For growing businesses that automate',
    149,
    {
      popular: 1,
      features: [
        'Up to 10,000 contacts',
        'Advanced CRM and automation',
        'Marketing campaigns',
        'Custom reporting',
        'API access',
        'Priority support',
        '10 users',
        '10GB storage',
      ],
      limits: { contacts: 10000, users: 10, storageBytes: 10 * GB },
    },
  ],
  [
    'plan',
    'enterprise',
    'Enterprise',
    'For organisations that need it all',
    399,
    {
      contact_sales: 1,
      features: [
        'Unlimited contacts',
        'White-label',
        'Custom integrations',
        'Advanced security',
        'Dedicated account manager',
        '24/7 premium support',
        'Unlimited users',
        'Unlimited storage',
      ],
      limits: { contacts: null, users: null, storageBytes: null },
    },
  ],
  [
    'addon',
    'training_hub',
    'Training & Certification Hub',
    'Courses, certifications and progress tracking',
    89,
  ],
  ['addon', 'lead_engine', 'AI Lead Generation Engine', 'AI-found leads scored and routed to your CRM', 199],
  ['addon', 'real_estate_toolkit', 'Real Estate Toolkit', 'IDX websites, listings and buyer matching', 129],
  ['addon', 'business_process_hub', 'Business Process Hub', 'Workflows, approvals and SOPs', 169],
  ['lb_exposure', 'directory', 'Directory Listing', 'Listed in the local directory', 44],
  [
    'lb_exposure',
    'ai_recommended',
    'AI Recommended',
    'Recommended by the AI assistant to nearby customers',
    114,
  ],
  ['lb_exposure', 'referral_tracked', 'Referral Tracked', 'Tracked referrals with attribution', 349],
  ['lb_addon', 'lumaraShoutouts', 'Lumara Shoutouts', 'Monthly shoutouts to the Lumara community', 29],
  ['lb_addon', 'autoMatchCrm', 'Auto-Match CRM', 'Matched customers delivered to your CRM', 59],
  ['lb_addon', 'placementBoost', 'Placement Boost', 'Top placement in your area', 79],
  [
    'lb_addon',
    'coBrandedPage',
    'Co-Branded Page',
    'A co-branded landing page, set up once',
    99,
    { interval: 'one_time' },
  ],
  [
    'reoss_tier',
    'basic',
    'Basic',
    'For the solo agent',
    99,
    {
      features: ['1 seat', '500 contacts', 'AI lead matching', 'Listing pages'],
      limits: { seats: 1, contacts: 500, users: 1, storageBytes: null },
    },
  ],
  [
    'reoss_tier',
    'pro',
    'Pro',
    'For the productive agent',
    299,
    {
      popular: 1,
      features: ['3 seats', 'Everything in Basic', 'Automated follow-ups', 'Market reports'],
      limits: { seats: 3, contacts: null, users: 3, storageBytes: null },
    },
  ],
  [
    'reoss_tier',
    'team',
    'Team',
    'For teams that share leads',
    599,
    {
      features: ['10 seats', 'Everything in Pro', 'Lead routing', 'Team dashboards'],
      limits: { seats: 10, contacts: null, users: 10, storageBytes: null },
    },
  ],
  [
    'reoss_tier',
    'brokerage',
    'Brokerage',
    'For the whole brokerage',
    999,
    {
      features: ['25 seats', 'Everything in Team', 'Brokerage reporting', 'Admin Role Management'],
      limits: { seats: 25, contacts: null, users: 25, storageBytes: null },
    },
  ],
  ['reoss_addon', 'soulscan', 'SoulScan Co-Branding', 'Your brand on SoulScan reports', 49],
  ['reoss_addon', 'givebackpro', 'GiveBackPro Badge', 'Show your giving on every listing', 99],
  ['reoss_addon', 'lead_bundle', 'Lead Bundle', 'A monthly bundle of qualified buyer leads', 199],
  [
    'reoss_addon',
    'kvcore_setup',
    'KVCore Setup',
    'One-time KVCore integration setup',
    350,
    { interval: 'one_time' },
  ],
];
const SEED = rows.map(([kind, code, name, description, dollars, extra = {}], i) => {
  const x = extra as {
    popular?: number;
    contact_sales?: number;
    features?: string[];
    limits?: object;
    interval?: string;
  };
  return {
    id: `${kind}.${code}`,
    kind,
    code,
    name,
    description,
    amount: dollars * 100,
    currency: 'usd',
    interval: x.interval ?? 'month',
    popular: x.popular ?? 0,
    contact_sales: x.contact_sales ?? 0,
    features: JSON.stringify(x.features ?? []),
    limits: JSON.stringify(x.limits ?? {}),
    sort: i,
    active: 1,
    updated_at: AT,
  };
});
