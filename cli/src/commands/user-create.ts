import { coreServices, type Hub, hashPassword, type Role } from '@ecohub/core';
import { z } from 'zod';
import { withHub } from '../context.ts';
import { CliError, type Io } from '../io.ts';
import { output } from '../output.ts';
import { passwordFrom } from '../password-input.ts';

export interface CreateFlags {
  email: string;
  passwordStdin?: boolean;
  name?: string;
  org?: string;
  role?: Role;
  superAdmin?: boolean;
  data?: string;
  json?: boolean;
}

async function findOrg(hub: Hub, name: string) {
  const rows = await hub.ctx.db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('name', '=', name)
    .execute();
  if (rows.length > 1) throw new CliError(`Several organisations are named "${name}"`);
  return rows[0] as { id: string; name: string } | undefined;
}

export async function createUser(io: Io, flags: CreateFlags): Promise<void> {
  const out = output(io, flags);
  const email = z.email().safeParse(flags.email.trim());
  if (!email.success) throw new CliError(`Invalid email address: ${flags.email}`);
  const { password, generated } = await passwordFrom(io, flags.passwordStdin);
  const [firstName, ...rest] = (flags.name ?? '').trim().split(/\s+/).filter(Boolean);

  await withHub(io, flags, async ({ hub }) => {
    await hub.migrate();
    const { orgs, users } = hub.ctx.use(coreServices);
    if (await users.byEmail(email.data))
      throw new CliError(`A user with the email ${email.data} already exists`);
    const orgName = flags.org?.trim() || `${flags.name?.trim() || email.data}'s organisation`;
    const existing = flags.org ? await findOrg(hub, orgName) : undefined;
    const role: Role = flags.role ?? (existing ? 'member' : 'owner');
    const user = await users.create({
      email: email.data,
      passwordHash: await hashPassword(password),
      firstName: firstName ?? null,
      lastName: rest.join(' ') || null,
      isSuperAdmin: !!flags.superAdmin,
    });
    const org = existing ?? (await orgs.create({ name: orgName }));
    await orgs.addMember(org.id, user.id, role);

    out.result({
      id: user.id,
      email: user.email,
      superAdmin: !!flags.superAdmin,
      organization: { id: org.id, name: org.name, created: !existing },
      role,
      ...(generated ? { password } : {}),
    });
    const admin = flags.superAdmin ? ' (super admin)' : '';
    out.line(
      `Created ${user.email}${admin}: ${role} of "${org.name}"${existing ? '' : ' (new organisation)'}.`,
    );
    if (generated) {
      out.line(`Password: ${password}`);
      out.line('This password is shown only this once: keep it now.');
    }
  });
}
