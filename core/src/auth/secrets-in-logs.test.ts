import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createTestHub, testDialects } from '../testing/index.ts';

// Session and reset tokens are bearer secrets: the hub never writes them to its logs.
describe.each(testDialects)('secrets stay out of the logs on %s', (dialect) => {
  it('logs no session token and no reset token through sign-up, sign-in, reset and sign-out', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const t = await createTestHub({ dialect, logger });
    try {
      const email = 'grace@example.test';
      const owner = t.agent();
      expect((await owner.post('/api/auth/signup', { email, password: 'cobol-compiler-1959' })).status).toBe(
        201,
      );
      const tokens = [owner.cookie as string];
      expect((await owner.get('/api/auth/user')).status).toBe(200);

      const other = t.agent();
      expect((await other.post('/api/auth/login', { email, password: 'cobol-compiler-1959' })).status).toBe(
        200,
      );
      tokens.push(other.cookie as string);
      expect((await other.post('/api/auth/login', { email, password: 'wrong-password-1' })).status).toBe(401);

      expect((await t.agent().post('/api/auth/forgot-password', { email })).status).toBe(200);
      const mail = await vi.waitFor(
        async () => {
          const row = await t.hub.ctx.db
            .selectFrom('outbox')
            .select(['text'])
            .where('toAddress', '=', email)
            .executeTakeFirst();
          if (!row) throw new Error('no mail yet');
          return String(row.text);
        },
        { timeout: 5000, interval: 5 },
      );
      const resetToken = mail.match(/\/login\?reset=([a-z0-9]+)/)?.[1] as string;
      expect(resetToken).toBeTruthy();
      await t.request(`/login?reset=${resetToken}`);
      const reset = await t
        .agent()
        .post('/api/auth/reset-password', { token: resetToken, password: 'fortran-1957-ibm' });
      expect(reset.status).toBe(200);
      const again = await t
        .agent()
        .post('/api/auth/reset-password', { token: resetToken, password: 'fortran-1957-ibm' });
      expect(again.status).toBe(400);
      expect((await owner.post('/api/auth/logout')).status).toBe(204);

      expect(lines.length).toBeGreaterThan(5); // the requests were logged
      const log = lines.join('');
      for (const secret of [...tokens, resetToken]) {
        expect(secret.length).toBeGreaterThan(20);
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
