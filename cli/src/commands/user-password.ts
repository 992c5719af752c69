import { coreServices, hashPassword, invalidateUserSessions, toIso } from '@ecohub/core';
import { withHub } from '../context.ts';
import { CliError, type Io } from '../io.ts';
import { output } from '../output.ts';
import { passwordFrom } from '../password-input.ts';

interface PasswordFlags {
  email: string;
  passwordStdin?: boolean;
  data?: string;
  json?: boolean;
}

/** Sets a user's password (how an operator recovers an account, e.g. the demo owner's) and ends their sessions. */
export async function setPassword(io: Io, flags: PasswordFlags): Promise<void> {
  const out = output(io, flags);
  const { password, generated } = await passwordFrom(io, flags.passwordStdin);
  await withHub(io, flags, async ({ hub }) => {
    await hub.migrate();
    const { users } = hub.ctx.use(coreServices);
    const user = await users.byEmail(flags.email);
    if (!user) throw new CliError(`No user has the email ${flags.email.trim().toLowerCase()}`);
    await hub.ctx.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(password), updatedAt: toIso(hub.ctx.clock.now()) })
      .where('id', '=', user.id)
      .execute();
    await invalidateUserSessions(hub.ctx.db, user.id);
    out.result({ id: user.id, email: user.email, ...(generated ? { password } : {}) });
    out.line(`Set a new password for ${user.email} and signed them out everywhere.`);
    if (generated) {
      out.line(`Password: ${password}`);
      out.line('This password is shown only this once: keep it now.');
    }
  });
}
