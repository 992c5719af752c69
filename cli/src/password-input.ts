import { generatePassword, newPasswordSchema } from '@ecohub/core';
import { CliError, type Io, readAll } from './io.ts';

/**
 * The password to set: the first line of stdin with --password-stdin (as `echo secret |` sends it),
 * otherwise a generated one that the caller prints once.
 */
export async function passwordFrom(io: Io, fromStdin: boolean | undefined) {
  const generated = !fromStdin;
  const password = generated ? generatePassword() : (await readAll(io.stdin)).split(/\r?\n/)[0];
  // The same policy as sign-up, reset and change (length, not a common password).
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new CliError(checked.error.issues[0].message);
  return { password, generated };
}
