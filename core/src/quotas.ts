/**
 * Plan limits without coupling: a billing plugin provides a checker, feature code asks before it
 * creates a counted resource. With no provider every check passes (self-hosted, unlimited).
 */
export type QuotaResource = 'contacts' | 'users' | 'storage_bytes' | (string & {});

export type QuotaChecker = (orgId: string, resource: QuotaResource, nextCount: number) => Promise<void>;

/** How many units of a resource an organisation has now (the feature that owns the resource counts). */
export type QuotaCounter = (orgId: string) => Promise<number>;

export interface Quotas {
  /** Registers the checker; it throws an HttpError 402 naming the limit and how to upgrade. */
  provide(checker: QuotaChecker): void;
  /** Throws when `nextCount` units of `resource` would pass the organisation's plan limit. */
  check(orgId: string, resource: QuotaResource, nextCount: number): Promise<void>;
  /** Registers the counter of a resource; the plugin that owns it (crm: contacts) calls this. */
  count(resource: QuotaResource, counter: QuotaCounter): void;
  /** The organisation's real count of `resource`, or null when no plugin counts it. */
  usage(orgId: string, resource: QuotaResource): Promise<number | null>;
}

export function createQuotas(): Quotas {
  const checkers: QuotaChecker[] = [];
  const counters = new Map<string, QuotaCounter>();
  return {
    count: (resource, counter) => {
      if (counters.has(resource)) throw new Error(`Quota resource '${resource}' is already counted`);
      counters.set(resource, counter);
    },
    async usage(orgId, resource) {
      const counter = counters.get(resource);
      return counter ? counter(orgId) : null;
    },
    provide: (c) => {
      checkers.push(c);
    },
    async check(orgId, resource, nextCount) {
      for (const c of checkers) await c(orgId, resource, nextCount);
    },
  };
}
