import { type DemoSeedContext, type HubContext, newId, toIso } from '@ecohub/core';

/** `ecosystem-cli seed --demo`: two notes in the demo organisation. */
export async function seedDemoNotes(hub: HubContext, { orgId, ownerId }: DemoSeedContext): Promise<void> {
  const now = hub.clock.now().getTime();
  const notes = [
    {
      title: 'Welcome to custom notes',
      body: 'This panel comes from examples/custom-plugin, loaded by config.',
    },
    { title: 'Follow up with the Q3 leads', body: 'Call back the three leads from the spring campaign.' },
  ];
  await hub.db
    .insertInto('customNotes')
    .values(
      notes.map((n, i) => {
        const at = toIso(new Date(now - (notes.length - i) * 60_000));
        return { id: newId(), orgId, ...n, createdBy: ownerId, createdAt: at, updatedAt: at };
      }),
    )
    .execute();
}
