// Client-side checks of the sign-in and password forms, mirroring the server's (spec 002 §5); the
// server has the last word. Messages are i18n keys of the `app` namespace, translated where shown.
// Plain react-hook-form rules rather than a schema library keep the signed-out /login bundle small.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRules = { validate: (v: string) => EMAIL.test(v.trim()) || 'validation.email' };

export const requiredRules = (message: string) => ({ validate: (v: string) => v.length > 0 || message });

export const newPasswordRules = { validate: (v: string) => v.length >= 8 || 'validation.passwordLength' };

export const optionalTextRules = { validate: (v: string) => v.trim().length <= 200 || 'validation.tooLong' };

/** The confirmation: present, and equal to the field `other`. */
export const confirmRules = <K extends string>(other: K) => ({
  validate: (v: string, values: Record<K, string>) =>
    v.length === 0 ? 'validation.confirmRequired' : v === values[other] || 'validation.passwordsMatch',
});
