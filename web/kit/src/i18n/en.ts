/** Shared strings of the kit's components (namespace `common`). */
export const en = {
  elevate: 'Sign in as super admin',
  close: 'Close',
  loading: 'Loading...',
  language: 'Language',
  theme: { toggle: 'Toggle theme', light: 'Light', dark: 'Dark' },
};
