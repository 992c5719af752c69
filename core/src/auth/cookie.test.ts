import { describe, expect, it } from 'vitest';
import { createTestHub } from '../testing/index.ts';

/** The Set-Cookie of a sign-up on a hub served at `publicUrl`. */
async function sessionCookie(publicUrl: string): Promise<string> {
  const t = await createTestHub({ config: { PUBLIC_URL: publicUrl } });
  try {
    const res = await t.agent().post('/api/auth/signup', {
      email: 'barbara@example.test',
      password: 'clu-language-1974',
    });
    expect(res.status).toBe(201);
    const line = res.headers.getSetCookie().find((l) => l.startsWith('ecohub_session='));
    expect(line).toBeTruthy();
    return line as string;
  } finally {
    await t.close();
  }
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, and not Secure on plain-http localhost', async () => {
    const line = await sessionCookie('http://localhost:3000');
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).not.toMatch(/; Secure/i);
  });

  it('is Secure everywhere else, plain http included', async () => {
    for (const url of ['https://hub.example.test', 'http://hub.example.test']) {
      const line = await sessionCookie(url);
      expect(line, url).toMatch(/; Secure/i);
      expect(line, url).toMatch(/; HttpOnly/i);
      expect(line, url).toMatch(/; SameSite=Lax/i);
    }
  });
});
