import { type Command, Option } from 'commander';
import { hubOptions } from '../common.ts';
import type { Io } from '../io.ts';
import { type CreateFlags, createUser } from './user-create.ts';
import { listUsers } from './user-list.ts';
import { setPassword } from './user-password.ts';

const ROLES = ['viewer', 'member', 'admin', 'owner'];

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
  hubOptions(
    user
      .command('password')
      .description(
        'set a new password (generated and shown once without --password-stdin) and sign the user out',
      )
      .requiredOption('--email <email>', 'sign-in email')
      .option('--password-stdin', 'read the password from standard input'),
  ).action((flags: { email: string; passwordStdin?: boolean; data?: string; json?: boolean }) =>
    setPassword(io, flags),
  );
  hubOptions(user.command('list').description('list accounts and their organisations')).action(
    (flags: { data?: string; json?: boolean }) => listUsers(io, flags),
  );
}
