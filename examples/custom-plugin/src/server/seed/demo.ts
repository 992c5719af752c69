import type { DemoSeedContext } from '@ecohub/core';
import type { NoteStore } from '../notes/service.ts';

/** `ecosystem-cli seed --demo`: two notes in the demo organisation, through the plugin's own store. */
export async function seedDemoNotes(notes: NoteStore, { orgId, ownerId }: DemoSeedContext): Promise<void> {
  await notes.create(
    orgId,
    {
      title: 'Welcome to custom notes',
      body: 'This panel comes from examples/custom-plugin, loaded by config.',
    },
    ownerId,
  );
  await notes.create(
    orgId,
    { title: 'Follow up with the Q3 leads', body: 'Call back the three leads from the spring campaign.' },
    ownerId,
  );
}
