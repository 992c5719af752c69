import { apiRequest, isNetworkError } from '@ecohub/web-kit';

/** Spec 002 §7: the call that tests each admin feature (only an OK status counts) and its failure text. */
export const FEATURE_TESTS: Record<string, { path: string | null; failure: string }> = {
  ecosystem_management: { path: '/api/ecosystem/status', failure: 'superTest.fail.ecosystem' },
  user_management: { path: '/api/auth/reset-tokens', failure: 'superTest.fail.users' },
  billing_override: { path: '/api/super-admin/ecosystem-override', failure: 'superTest.fail.billing' },
  analytics_full: { path: '/api/dashboard/stats', failure: 'superTest.fail.analytics' },
  system_diagnostics: { path: '/api/ecosystem/stats', failure: 'superTest.fail.diagnostics' },
  // Spec 002 §7: no call, always succeeds.
  cross_selling_management: { path: null, failure: '' },
};

/** Spec 002 §9: the pause between the tests of Test All Features. */
export const TEST_ALL_PAUSE_MS = 500;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Test All: runs the tests one after another with TEST_ALL_PAUSE_MS between them (none before the
 * first or after the last) and answers how many passed.
 */
export async function runInOrder<T>(
  items: readonly T[],
  run: (item: T) => Promise<boolean>,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<number> {
  let passed = 0;
  for (const [i, item] of items.entries()) {
    if (i > 0) await pause(TEST_ALL_PAUSE_MS);
    if (await run(item)) passed++;
  }
  return passed;
}

export type TestOutcome =
  | { result: 'success' }
  | { result: 'error'; failure: string }
  | { result: 'network' };

export async function runFeatureTest(featureId: string): Promise<TestOutcome> {
  const test = FEATURE_TESTS[featureId];
  if (!test) return { result: 'error', failure: 'superTest.fail.unknown' };
  if (!test.path) return { result: 'success' };
  try {
    await apiRequest('GET', test.path);
    return { result: 'success' };
  } catch (err) {
    return isNetworkError(err) ? { result: 'network' } : { result: 'error', failure: test.failure };
  }
}
