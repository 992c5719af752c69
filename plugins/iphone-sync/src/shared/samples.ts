import { SAMPLE_OFFSETS_MS, type SyncType } from './constants.ts';
import type { SyncCall, SyncContact, SyncMessage } from './sync.ts';

/**
 * The Test Sync button's built-in records (spec 001 §2.7), dated 1 hour and 30 minutes before
 * `now` (§9). The calls and messages are with the sample contacts' numbers, so a contacts sync
 * followed by a calls sync lands the activities on those contacts.
 */
export function sampleData(type: SyncType, now: Date): SyncContact[] | SyncCall[] | SyncMessage[] {
  const [hourAgo, halfHourAgo] = SAMPLE_OFFSETS_MS.map((ms) => new Date(now.getTime() - ms).toISOString());
  if (type === 'contacts') {
    return [
      {
        firstName: 'John',
        lastName: 'Smith',
        phone: '+1 (555) 123-4567',
        email: 'john.smith@example.com',
        company: 'Smith Realty',
        address: { street: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      },
      {
        firstName: 'Sarah',
        lastName: 'Johnson',
        phone: '+1 (555) 987-6543',
        email: 'sarah.johnson@example.com',
        company: 'Johnson Consulting',
      },
    ];
  }
  if (type === 'calls') {
    return [
      { phoneNumber: '+1 (555) 123-4567', type: 'outgoing', duration: 300, date: hourAgo as string },
      { phoneNumber: '+1 (555) 987-6543', type: 'incoming', duration: 180, date: halfHourAgo as string },
    ];
  }
  return [
    {
      phoneNumber: '+1 (555) 123-4567',
      type: 'sent',
      text: 'Hi John, following up on the property viewing.',
      date: hourAgo as string,
    },
    {
      phoneNumber: '+1 (555) 987-6543',
      type: 'received',
      text: 'Thanks, I will call you tomorrow.',
      date: halfHourAgo as string,
    },
  ];
}
