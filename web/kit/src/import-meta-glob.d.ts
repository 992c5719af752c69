// Vite's `import.meta.glob`, typed for the repository's `tsc` (which does not load vite/client):
// plugins declare their translations with it (`defineWebPlugin({ translations })`).
interface ImportMeta {
  glob(pattern: string | string[]): Record<string, () => Promise<unknown>>;
}
