import type { Context } from 'hono';
import { orgOf, ROLE_RANK, requirePermission } from '../auth/principal.ts';
import { clientAddress, rateLimiter } from '../auth/rate-limit.ts';
import { badRequest, forbidden } from '../errors.ts';
import type { HubApp, HubContext, HubEnv } from '../plugin.ts';
import { validate } from '../validate.ts';
import { emailTestSchema, outboxQuerySchema } from './schemas.ts';
import { renderMail } from './templates.ts';
import type { OutboxEntry } from './types.ts';

/** Test emails a caller who is not a signed-in admin may send per client address per hour. */
export const EMAIL_TEST_MAX_PER_HOUR = 5;

const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string'))
      return v as [string, string];
  } catch {}
  throw badRequest('Invalid request', [{ path: 'cursor', message: 'Invalid cursor' }]);
}

/**
 * Who may send a test email where (see core/README.md, Mail): the page is public, so without SMTP
 * the mail only lands in the outbox; with SMTP only admins reach any address, other signed-in
 * users their own, visitors none. Everyone but admins is rate-limited per client address.
 */
function checkSender(
  c: Context<HubEnv>,
  hub: HubContext,
  to: string,
): { admin: boolean; orgId: string | null } {
  const p = c.get('principal');
  const signedIn = p && !p.demo && p.user ? p : null;
  const admin = !!signedIn && ROLE_RANK[signedIn.role] >= ROLE_RANK.admin;
  if (hub.config.SMTP_URL && !admin) {
    if (!signedIn) throw forbidden('Sign in as an administrator to send test emails');
    if (signedIn.user?.email.toLowerCase() !== to.toLowerCase())
      throw forbidden('Only administrators can send test emails to other addresses');
  }
  return { admin, orgId: signedIn?.orgId ?? null };
}

/** GET /api/outbox, POST /api/email/test. */
export function mailRoutes(app: HubApp, hub: HubContext): void {
  const limiter = rateLimiter(hub.db, hub.clock);

  app.get(
    '/api/outbox',
    requirePermission('outbox:read'),
    validate('query', outboxQuerySchema),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      let q = hub.db
        .selectFrom('outbox')
        .select(['id', 'toAddress', 'subject', 'text', 'template', 'status', 'error', 'createdAt'])
        .where('orgId', '=', orgOf(c));
      if (cursor) {
        const [createdAt, id] = decodeCursor(cursor);
        q = q.where((eb) =>
          eb.or([
            eb('createdAt', '<', createdAt),
            eb.and([eb('createdAt', '=', createdAt), eb('id', '<', id)]),
          ]),
        );
      }
      const rows = await q
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const items: OutboxEntry[] = page.map((r) => ({
        id: r.id,
        orgId: orgOf(c),
        to: r.toAddress,
        subject: r.subject,
        text: r.text,
        template: r.template ?? null,
        status: r.status,
        error: r.error ?? null,
        createdAt: r.createdAt,
      }));
      const last = page.at(-1);
      return c.json({
        items,
        nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
      });
    },
  );

  const testSchema = emailTestSchema([...hub.mail.templates.keys()]);
  app.post('/api/email/test', validate('json', testSchema), async (c) => {
    const { email, type } = c.req.valid('json');
    const sender = checkSender(c, hub, email);
    if (!sender.admin) {
      await limiter.hit([
        {
          bucket: 'email-test:address',
          key: clientAddress(c),
          max: EMAIL_TEST_MAX_PER_HOUR,
          windowMs: 3600_000,
        },
      ]);
    }
    const template = hub.mail.templates.get(type)!;
    const mail = renderMail(template({ publicUrl: hub.config.publicUrl, sentAt: hub.clock.now() }));
    const sent = await hub.mail.send({ orgId: sender.orgId, to: email, template: type, ...mail });
    if (sent.error) return c.json({ success: false, message: `Failed to send email: ${sent.error}` });
    return c.json({
      success: true,
      message: sent.delivered
        ? `Test email sent to ${email}`
        : `Test email stored in the outbox for ${email} (SMTP delivery is not configured)`,
    });
  });
}
