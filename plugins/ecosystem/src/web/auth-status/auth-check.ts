import { AUTH_CHECK_BATCH_SIZE, AUTH_CHECK_PAUSE_MS } from '../../shared/index.ts';

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
}

const defaults: Deps = {
  fetch: (...args) => globalThis.fetch(...args),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  now: () => new Date(),
};

/** GET {app}/api/auth/user with the browser's credentials; a network failure is code 0. */
export async function checkApp(
  app: { url: string; name: string },
  deps: Deps = defaults,
): Promise<AppAuthCheck> {
  let code = 0;
  try {
    const res = await deps.fetch(new URL('/api/auth/user', app.url).toString(), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    code = res.status;
  } catch {
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
 * result as it arrives.
 */
export async function checkAll(
  apps: Array<{ url: string; name: string }>,
  onResult: (index: number, result: AppAuthCheck) => void,
  deps: Deps = defaults,
): Promise<AppAuthCheck[]> {
  const results: AppAuthCheck[] = [];
  for (let start = 0; start < apps.length; start += AUTH_CHECK_BATCH_SIZE) {
    if (start > 0) await deps.sleep(AUTH_CHECK_PAUSE_MS);
    const batch = apps.slice(start, start + AUTH_CHECK_BATCH_SIZE);
    await Promise.all(
      batch.map(async (app, i) => {
        const r = await checkApp(app, deps);
        results[start + i] = r;
        onResult(start + i, r);
      }),
    );
  }
  return results;
}
