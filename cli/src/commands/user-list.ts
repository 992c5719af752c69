import type { Role } from '@ecohub/core';
import { coreServices } from '@ecohub/core';
import { withHub } from '../context.ts';
import type { Io } from '../io.ts';
import { output, table } from '../output.ts';

export async function listUsers(io: Io, flags: { data?: string; json?: boolean }): Promise<void> {
  const out = output(io, flags);
  await withHub(io, flags, async ({ hub }) => {
    await hub.migrate();
    const { users } = hub.ctx.use(coreServices);
    const memberships = await hub.ctx.db
      .selectFrom('memberships')
      .innerJoin('organizations', 'organizations.id', 'memberships.orgId')
      .select(['memberships.userId', 'organizations.id', 'organizations.name', 'memberships.role'])
      .orderBy('memberships.createdAt')
      .execute();
    const list = (await users.list()).map((u) => ({
      id: u.id as string,
      email: u.email as string,
      name: [u.firstName, u.lastName].filter(Boolean).join(' ') || null,
      superAdmin: !!Number(u.isSuperAdmin),
      createdAt: u.createdAt as string,
      organizations: memberships
        .filter((m) => m.userId === u.id)
        .map((m) => ({ id: m.id as string, name: m.name as string, role: m.role as Role })),
    }));
    out.result(list);
    if (!list.length)
      return out.line('No users yet: create one with `ecosystem-cli user create --email <email>`.');
    out.line(
      table([
        ['EMAIL', 'NAME', 'SUPER ADMIN', 'ORGANISATIONS'],
        ...list.map((u) => [
          u.email,
          u.name ?? '',
          u.superAdmin ? 'yes' : '',
          u.organizations.map((o) => `${o.name} (${o.role})`).join(', '),
        ]),
      ]),
    );
  });
}
