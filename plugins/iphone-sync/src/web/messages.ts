import type { Translated } from '@ecohub/web-kit';
import { iphoneActivityMessages } from '../shared/activity-messages.ts';

/** English strings of the iphone-sync tab (namespace `iphone-sync`). */
export const en = {
  tab: 'iPhone Sync',
  title: 'iPhone Contact Sync',
  subtitle: 'Send contacts, calls and messages from your iPhone to the CRM.',
  loadFailed: 'Could not load this information',
  token: {
    label: 'Auth token',
    hint: 'A device token of yours, created for this browser’s Test Sync. Paste another device’s token to test it.',
    creating: 'Creating a test token…',
  },
  type: {
    label: 'Sync type',
    contacts: 'Contacts',
    calls: 'Calls',
    messages: 'Messages',
  },
  test: {
    button: 'Test Sync',
    running: 'Syncing…',
    progress: 'Processed {{done}} of {{total}} records',
  },
  toast: {
    successTitle: 'Sync Successful',
    successText: 'Your iPhone data has been processed and contacts updated.',
    failedTitle: 'Sync Failed',
    failedText: 'Failed to sync iPhone data',
  },
  setup: {
    title: 'Setup with iOS Shortcuts',
    endpoint: 'Sync endpoint',
    format: 'Request format',
    copy: 'Copy JSON',
    copied: 'Copied to the clipboard',
    download: 'Download Shortcut recipe',
    step1: 'Create a device token below and copy it.',
    step2: 'In the Shortcuts app, make a new shortcut with a “Get Contents of URL” action.',
    step3: 'Set the URL to the sync endpoint, the method to POST and the body to JSON.',
    step4: 'Add the fields type, authToken and data (a list of contacts, calls or messages).',
    step5: 'Run it by hand, or from an automation (for example every evening).',
    carddavTitle: 'Contacts account (CardDAV)',
    carddavText:
      'Or add the hub as an account in Settings › Contacts › Accounts › Add Account › Other › Add CardDAV Account: the CRM contacts appear in the Contacts app and edits there come back.',
    carddavServer: 'Server',
    carddavUser: 'User name',
    carddavPassword: 'Password',
    carddavPasswordValue: 'a device token created below',
  },
  devices: {
    title: 'Devices',
    subtitle: 'Each iPhone gets its own token. It is shown only once: copy it into the Shortcut.',
    name: 'Device name',
    create: 'Create token',
    created: 'Copy this token now: it is not shown again.',
    revoke: 'Revoke',
    revoked: 'Revoked',
    lastUsed: 'Last used {{date}}',
    neverUsed: 'Never used',
    empty: 'No devices yet',
    revokeDone: 'Token revoked',
    failed: 'Could not change the device tokens',
  },
  activity: {
    title: 'Recent Sync Activity',
    empty: 'No sync activity yet',
    processed: 'Processed',
    processing: 'Processing',
    failed: 'Failed',
    items: '{{count}} records',
  },
  /** One line per activity type this plugin records (the server's English `description` too). */
  activityLines: iphoneActivityMessages,
};

export type IphoneMessages = Translated<typeof en>;
