import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MAX } from './password-policy.ts';

export const INVALID_EMAIL = 'Please enter a valid email address';

/** An email address, trimmed and lower-cased (accounts are keyed by the lower-cased address). */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: INVALID_EMAIL }).max(254, 'Email must be at most 254 characters'));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const signupSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: optionalText(200, 'Name'),
  organizationName: optionalText(200, 'Organisation name'),
  /** The one-time setup token `serve` prints on an instance without a super admin. */
  setupToken: z.string().trim().min(1, 'Setup token is required').max(200).optional(),
});

export const loginSchema = z.object({
  email: emailSchema,
  // Never the policy of a new password here: accounts created earlier must still sign in.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Invalid email or password'),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'Reset token is required' })
    .trim()
    .min(1, 'Reset token is required')
    .max(200, 'This reset link is invalid or has expired'),
  password: newPasswordSchema,
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, 'Current password is incorrect'),
    newPassword: newPasswordSchema,
    // The web form checks the confirmation; a client that sends it gets the same check here.
    confirmPassword: z.string().optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const resetTokensQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
