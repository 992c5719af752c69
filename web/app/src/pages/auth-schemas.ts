import { z } from 'zod/mini';

// Client-side checks mirroring the server's (spec 002 §5); the server has the last word.
// Messages are i18n keys of the `app` namespace, translated where the error is shown.
// zod/mini keeps the signed-out /login bundle small.
export const emailField = z.string().check(z.trim(), z.email('validation.email'));

export const newPasswordField = z.string().check(z.minLength(8, 'validation.passwordLength'));

const required = (message: string) => z.string().check(z.minLength(1, message));
const optionalText = z.string().check(z.trim(), z.maxLength(200, 'validation.tooLong'));

export const loginSchema = z.object({ email: emailField, password: required('validation.passwordRequired') });

export const signupSchema = z.object({
  name: optionalText,
  organizationName: optionalText,
  email: emailField,
  password: newPasswordField,
});

export const forgotSchema = z.object({ email: emailField });

export const resetSchema = z
  .object({ password: newPasswordField, confirmPassword: required('validation.confirmRequired') })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'validation.passwordsMatch',
      path: ['confirmPassword'],
    }),
  );

export const changePasswordSchema = z
  .object({
    currentPassword: required('validation.currentRequired'),
    newPassword: newPasswordField,
    confirmPassword: required('validation.confirmRequired'),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: 'validation.passwordsMatch',
      path: ['confirmPassword'],
    }),
  );
