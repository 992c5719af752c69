import type { Translated } from '@ecohub/web-kit';

/** English strings of the superhub plugin (namespace `superhub`). */
export const en = {
  nav: { superhub: 'SuperHub' },
  title: 'SuperHub',
  subtitle: 'Events from every application of your ecosystem, as they arrive.',
  demoNotice: 'Demo: a read-only view of the demo ecosystem.',
  refresh: 'Refresh',
  stats: {
    totalApps: 'Total Apps',
    recentEvents: 'Recent Events',
    recentHint: 'received in the last 24 hours',
    monitoring: 'Monitoring',
    active: 'Active',
    inactive: 'Inactive',
  },
  apps: {
    title: 'Applications',
    events: '{{count}} events',
    errors: '{{count}} errors',
    empty: 'No applications yet.',
  },
  events: { title: 'Recent Events', empty: 'No recent events', activity: 'Event activity' },
  flags: {
    title: 'Feature Flags',
    superAdminOnly: 'Only a super admin can switch these.',
    updated: 'Feature Flag Updated',
    updatedText: '{{flag}} is now {{state}}.',
    on: 'on',
    off: 'off',
    failed: 'Update Failed',
    names: {
      webhook_logging: 'Webhook logging',
      uptime_monitoring: 'Uptime monitoring',
      user_analytics: 'User analytics',
      certification_tracking: 'Certification tracking',
      trauma_insights: 'Trauma insights',
      referral_tracking: 'Referral tracking',
      revenue_analytics: 'Revenue analytics',
    },
  },
  backup: {
    title: 'Backups',
    weekly: 'Weekly auto backup',
    last: 'Last verified backup: {{time}}, {{size}}',
    none: 'No verified backup yet',
    run: 'Run Backup',
    running: 'Backing up…',
    done: 'Backup completed successfully!',
    failed: 'Backup failed: {{message}}',
    requestFailed: 'Backup request failed',
  },
  endpoints: { title: 'Endpoints', method: 'Method', path: 'Path', description: 'Description' },
  error: { title: 'Dashboard Error', text: 'Failed to load SuperHub dashboard data' },
};

/** What each language translates: every string of the SuperHub dashboard. */
export type SuperHubMessages = Translated<typeof en>;
