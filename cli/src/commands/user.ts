import { type CoreServices, generatePassword, type Hub, hashPassword, type Role } from '@ecohub/core';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { hubOptions } from '../common.ts';
import { withHub } from '../context.ts';
import { CliError, type Io, readAll } from '../io.ts';
import { output, table } from '../output.ts';

interface CreateFlags {
  email: string;
  passwordStdin?: boolean;
  name?: string;
  org?: string;
  role?: Role;
  superAdmin?: boolean;
  data?: string;
  json?: boolean;
}

const ROLES = ['viewer', 'member', 'admin', 'owner'];
// The same rule as the change- and reset-password forms (spec 002).
const passwordSchema = z.string().min(8, 'Password must be at least 8 characters');

export function userCommand(program: Command, io: Io): void {
  const user = program.command('user').description('manage user accounts');
  hubOptions(
    user
      .command('create')
      .description(
        'create an account; without --password-stdin a strong password is generated and shown once',
      )
      .requiredOption('--email <email>', 'sign-in email')
      .option('--password-stdin', 'read the password from standard input')
      .option('--name <name>', 'full name')
      .option('--org <name>', 'organisation to join; created (with the user as owner) when absent')
      .addOption(
        new Option(
          '--role <role>',
          'role in the organisation (default: owner of a new one, member of an existing one)',
        ).choices(ROLES),
      )
      .option('--super-admin', 'make the account a platform super admin'),
  ).action((flags: CreateFlags) => createUser(io, flags));
  hubOptions(user.command('list').description('list accounts and their organisations')).action(
    (flags: { data?: string; json?: boolean }) => listUsers(io, flags),
  );
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
  const generated = !flags.passwordStdin;
  // A password from stdin ends at its first line break (as `echo secret |` sends it).
  const password = generated ? generatePassword() : (await readAll(io.stdin)).split(/\r?\n/)[0];
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new CliError(checked.error.issues[0].message);
  const [firstName, ...rest] = (flags.name ?? '').trim().split(/\s+/).filter(Boolean);

  await withHub(io, flags, async ({ hub }) => {
    await hub.migrate();
    const { orgs, users } = hub.ctx.services<CoreServices>('core');
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

export async function listUsers(io: Io, flags: { data?: string; json?: boolean }): Promise<void> {
  const out = output(io, flags);
  await withHub(io, flags, async ({ hub }) => {
    await hub.migrate();
    const { users } = hub.ctx.services<CoreServices>('core');
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
