/**
 * Plan limits without coupling: a billing plugin provides a checker, feature code asks before it
 * creates a counted resource. With no provider every check passes (self-hosted, unlimited).
 */
export type QuotaResource = 'contacts' | 'users' | 'storage_bytes' | (string & {});

export type QuotaChecker = (orgId: string, resource: QuotaResource, nextCount: number) => Promise<void>;

export interface Quotas {
  /** Registers the checker; it throws an HttpError 402 naming the limit and how to upgrade. */
  provide(checker: QuotaChecker): void;
  /** Throws when `nextCount` units of `resource` would pass the organisation's plan limit. */
  check(orgId: string, resource: QuotaResource, nextCount: number): Promise<void>;
}

export function createQuotas(): Quotas {
  const checkers: QuotaChecker[] = [];
  return {
    provide: (c) => {
      checkers.push(c);
    },
    async check(orgId, resource, nextCount) {
      for (const c of checkers) await c(orgId, resource, nextCount);
    },
  };
}
