import { AUTH_CHECK_BATCH_SIZE, AUTH_CHECK_PAUSE_MS, appEndpoint } from '../../shared/index.ts';

export type AuthCheckStatus = 'testing' | 'authenticated' | 'unauthorized' | 'error';

/** One application's single sign-on check (spec 002 §3 "App auth check"). */
export interface AppAuthCheck {
  url: string;
  name: string;
  authMethod: string;
  status: AuthCheckStatus;
  responseCode: number;
  lastChecked: string | null;
}

export const AUTH_METHOD = 'oidc-session';

/** One check may take this long; a slower app is in the error state (code 0), like a network failure. */
export const AUTH_CHECK_TIMEOUT_MS = 5000;

/** 200 → authenticated, 401 → unauthorized, anything else → error (spec 002 §4). */
export function statusOf(code: number): AuthCheckStatus {
  if (code === 200) return 'authenticated';
  if (code === 401) return 'unauthorized';
  return 'error';
}

interface Deps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  /** Aborts when the check takes too long (a test passes its own). */
  timeout?: (ms: number) => AbortSignal;
}

const defaults: Deps = {
  fetch: (...args) => globalThis.fetch(...args),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  now: () => new Date(),
  timeout: (ms) => AbortSignal.timeout(ms),
};

/**
 * GET {app}/api/auth/user with the browser's credentials; a network failure or a time-out is code 0.
 * `signal` cancels it (the tab was left): then it rejects with the abort reason.
 */
export async function checkApp(
  app: { url: string; name: string },
  deps: Deps = defaults,
  signal?: AbortSignal,
): Promise<AppAuthCheck> {
  let code = 0;
  const timeout = (deps.timeout ?? defaults.timeout!)(AUTH_CHECK_TIMEOUT_MS);
  try {
    const res = await deps.fetch(appEndpoint(app.url, '/api/auth/user'), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    code = res.status;
  } catch {
    signal?.throwIfAborted();
    code = 0;
  }
  return {
    url: app.url,
    name: app.name,
    authMethod: AUTH_METHOD,
    status: statusOf(code),
    responseCode: code,
    lastChecked: deps.now().toISOString(),
  };
}

/**
 * Checks every application in batches of 5, pausing 500 ms between batches, reporting each
 * result as it arrives. Once `signal` aborts, no further request starts and it rejects.
 */
export async function checkAll(
  apps: Array<{ url: string; name: string }>,
  onResult: (index: number, result: AppAuthCheck) => void,
  deps: Deps = defaults,
  signal?: AbortSignal,
): Promise<AppAuthCheck[]> {
  const results: AppAuthCheck[] = [];
  for (let start = 0; start < apps.length; start += AUTH_CHECK_BATCH_SIZE) {
    if (start > 0) await deps.sleep(AUTH_CHECK_PAUSE_MS);
    signal?.throwIfAborted();
    const batch = apps.slice(start, start + AUTH_CHECK_BATCH_SIZE);
    await Promise.all(
      batch.map(async (app, i) => {
        const r = await checkApp(app, deps, signal);
        results[start + i] = r;
        onResult(start + i, r);
      }),
    );
  }
  return results;
}
