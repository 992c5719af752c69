// @vitest-environment happy-dom
import { addMessages } from '@ecohub/web-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import LoginPage from './login-page.tsx';
import { OIDC_ERROR_CODES } from './oidc-error.ts';

beforeAll(() => addMessages('app', { en }));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<LoginPage />);
}

describe('/login after a failed single sign-on (?error=<code> from GET /api/callback)', () => {
  it.each(OIDC_ERROR_CODES)('names the reason for %s', (code) => {
    renderAt(`/login?error=${code}`);
    const message = en.login.oidc[code];
    expect(message).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    // Single sign-on can be tried again, unless this hub has none.
    const retry = screen.queryByRole('link', { name: 'Try single sign-on again' });
    if (code === 'not_configured') expect(retry).toBeNull();
    else expect(retry?.getAttribute('href')).toBe('/api/login');
  });

  it('gives the general message for a code it does not know, never the raw value', () => {
    renderAt('/login?error=title');
    expect(screen.getByRole('alert').textContent).toBe(en.login.oidc.unknown);
  });

  it('shows no error on a plain visit', () => {
    renderAt('/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
