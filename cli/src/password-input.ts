import { generatePassword } from '@ecohub/core';
import { z } from 'zod';
import { CliError, type Io, readAll } from './io.ts';

// The same rule as the change- and reset-password forms (spec 002).
const passwordSchema = z.string().min(8, 'Password must be at least 8 characters');

/**
 * The password to set: the first line of stdin with --password-stdin (as `echo secret |` sends it),
 * otherwise a generated one that the caller prints once.
 */
export async function passwordFrom(io: Io, fromStdin: boolean | undefined) {
  const generated = !fromStdin;
  const password = generated ? generatePassword() : (await readAll(io.stdin)).split(/\r?\n/)[0];
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new CliError(checked.error.issues[0].message);
  return { password, generated };
}
