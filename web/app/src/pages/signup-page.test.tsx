// @vitest-environment happy-dom
import { addMessages } from '@ecohub/web-kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en.ts';
import SignupPage from './signup-page.tsx';

beforeAll(() => addMessages('app', { en }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fillAndSubmit() {
  fireEvent.input(screen.getByLabelText(en.fields.email), { target: { value: 'root@example.test' } });
  fireEvent.input(screen.getByLabelText(en.fields.password), {
    target: { value: 'violet-harbor-engine-42' },
  });
  fireEvent.click(screen.getByRole('button', { name: en.signup.submit }));
}

describe('/signup', () => {
  it('sends the one-time setup token of ?setup= with the sign-up', async () => {
    const fetch = vi.fn(async () => answer(201, { id: 'u1', email: 'root@example.test' }));
    vi.stubGlobal('fetch', fetch);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', '/signup?setup=tok-123');
    render(<SignupPage />);
    await fillAndSubmit();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/signup');
    expect(JSON.parse(init.body as string)).toMatchObject({
      email: 'root@example.test',
      setupToken: 'tok-123',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });

  it("shows the server's check-your-email answer instead of signing in", async () => {
    const message = 'Check your email: we sent a link to finish creating your account to that address.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(202, { message })),
    );
    window.history.replaceState(null, '', '/signup');
    render(<SignupPage />);
    await fillAndSubmit();
    expect((await screen.findByRole('status')).textContent).toBe(message);
  });

  it('finishes a mailed sign-up link (?verify=)', async () => {
    const fetch = vi.fn(async () =>
      answer(400, { message: 'This sign-up link is invalid', code: 'invalid_token' }),
    );
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/signup?verify=abc');
    render(<SignupPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-up link is invalid');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/signup/verify');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc' });
  });
});
