/** Shared strings of the kit's components (namespace `common`). */
export const en = {
  close: 'Close',
  loading: 'Loading...',
  language: 'Language',
  theme: { toggle: 'Toggle theme', light: 'Light', dark: 'Dark' },
};
