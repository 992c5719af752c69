export const OPPORTUNITIES_KEY = ['/api/cross-sales/opportunities'] as const;
export const METRICS_KEY = ['/api/cross-sales/metrics'] as const;
export const BACKLINKS_KEY = ['/api/cross-sales/backlinks'] as const;
export const MATRIX_KEY = ['/api/cross-sales/matrix'] as const;
export const ROADMAP_KEY = ['/api/cross-sales/roadmap'] as const;
export const ECOSYSTEM_APPS_KEY = ['/api/ecosystem/apps'] as const;
export const contactsKey = (from: string, to: string) =>
  [
    `/api/cross-sales/opportunities/contacts?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  ] as const;
/** Every key the cross-sales tab shows: refreshed together after a change. */
export const ALL_KEYS = [OPPORTUNITIES_KEY, METRICS_KEY, BACKLINKS_KEY, MATRIX_KEY, ROADMAP_KEY];
