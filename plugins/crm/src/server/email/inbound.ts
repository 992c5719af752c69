import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { forOrg, toIso } from '@ecohub/core';
import type { SMTPServer } from 'smtp-server';
import type { CrmHub } from '../hub.ts';
import type { EmailIngest } from './ingest.ts';
import { parseRaw } from './parse.ts';

/** Largest message the BCC address accepts. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const TOKEN = /^log\+([a-z0-9]{16,64})@(.+)$/i;

/**
 * The per-organisation BCC/forward address, `log+<token>@<CRM_EMAIL_INBOUND_DOMAIN>` (the HubSpot
 * way): an inbound SMTP listener (smtp-server) accepts mail whose envelope recipient is such an
 * address and logs it to that organisation. Mail from one of the organisation's users or mailboxes
 * is outgoing (to the contact it was sent to), anything else inbound (from the sender).
 */
export function emailInbound(hub: CrmHub, ingest: EmailIngest) {
  const domain = hub.settings.CRM_EMAIL_INBOUND_DOMAIN.toLowerCase();
  const enabled = hub.settings.CRM_EMAIL_INBOUND_PORT !== undefined;
  let server: SMTPServer | null = null;
  let port: number | null = null;

  const tokenOf = async (orgId: string): Promise<string> => {
    const row = await forOrg(hub.db, orgId).selectFrom('crmEmailInbound').select('token').executeTakeFirst();
    if (row) return row.token;
    await forOrg(hub.db, orgId)
      .insertInto('crmEmailInbound', {
        token: randomBytes(12).toString('hex'),
        createdAt: toIso(hub.clock.now()),
      })
      .onConflict((oc) => oc.column('orgId').doNothing())
      .execute();
    return (
      await forOrg(hub.db, orgId).selectFrom('crmEmailInbound').select('token').executeTakeFirstOrThrow()
    ).token;
  };

  /** The organisation of a recipient address, or null (not ours, unknown token). */
  const orgOfRecipient = async (address: string): Promise<string | null> => {
    const m = TOKEN.exec(address.trim());
    if (!m || m[2]!.toLowerCase() !== domain) return null;
    // Any organisation's token: the address is the tenant (cross-tenant lookup on purpose).
    const row = await hub.db
      .selectFrom('crmEmailInbound')
      .select('orgId')
      .where('token', '=', m[1]!.toLowerCase())
      .executeTakeFirst();
    return row?.orgId ?? null;
  };

  /** The organisation's own addresses: its users' and its connected mailboxes'. */
  const ownAddresses = async (orgId: string): Promise<Set<string>> => {
    const users = await hub.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.userId')
      .select('users.email')
      .where('memberships.orgId', '=', orgId)
      .execute();
    const boxes = await forOrg(hub.db, orgId).selectFrom('crmEmailAccounts').select('emailKey').execute();
    return new Set([...users.map((u) => u.email.toLowerCase()), ...boxes.map((b) => b.emailKey)]);
  };

  /** Logs one received message to each organisation it was addressed to. */
  const deliver = async (raw: Buffer, recipients: string[]) => {
    const orgs = new Set<string>();
    for (const r of recipients) {
      const org = await orgOfRecipient(r);
      if (org) orgs.add(org);
    }
    const m = await parseRaw(raw, () => `<bcc-${Date.now()}-${randomBytes(4).toString('hex')}@${domain}>`);
    for (const orgId of orgs) {
      const own = await ownAddresses(orgId);
      // The log address itself is never the contact.
      const to = m.to.filter((t) => !TOKEN.test(t.address));
      const outgoing = own.has(m.from.address);
      await ingest(orgId, { ...m, to }, { direction: outgoing ? 'outgoing' : 'inbound', create: true });
    }
  };

  return {
    enabled,
    /** The organisation's BCC address, made the first time it is asked for; null while off. */
    async addressOf(orgId: string): Promise<string | null> {
      if (!enabled) return null;
      return `log+${await tokenOf(orgId)}@${domain}`;
    },
    /** The port listened on (the configured one, or the one the system gave for port 0). */
    port: () => port,

    async start(): Promise<void> {
      if (!enabled || server) return;
      // smtp-server loads only where the BCC listener is configured.
      const { SMTPServer } = await import('smtp-server');
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        banner: 'Ecosystem Hub CRM',
        size: MAX_MESSAGE_BYTES,
        logger: false,
        onRcptTo(address, _session, cb) {
          orgOfRecipient(address.address).then(
            (org) => (org ? cb() : cb(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))),
            (err: Error) => cb(Object.assign(err, { responseCode: 451 })),
          );
        },
        onData(stream, session, cb) {
          const chunks: Buffer[] = [];
          stream.on('data', (d: Buffer) => chunks.push(d));
          stream.on('end', () => {
            if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
              cb(Object.assign(new Error('Message too large'), { responseCode: 552 }));
              return;
            }
            deliver(
              Buffer.concat(chunks),
              session.envelope.rcptTo.map((r) => r.address),
            ).then(
              () => cb(),
              (err: Error) => {
                hub.log.error({ err }, 'inbound email could not be logged');
                cb(Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 }));
              },
            );
          });
        },
      });
      const s = server;
      s.on('error', (err) => hub.log.error({ err }, 'inbound SMTP listener error'));
      await new Promise<void>((resolve, reject) => {
        s.server.once('error', reject);
        s.listen(hub.settings.CRM_EMAIL_INBOUND_PORT, hub.settings.CRM_EMAIL_INBOUND_HOST, () => {
          s.server.off('error', reject);
          resolve();
        });
      });
      port = (s.server.address() as AddressInfo).port;
      hub.log.info({ port, domain }, 'CRM inbound email listening');
    },

    async stop(): Promise<void> {
      const s = server;
      server = null;
      if (s) await new Promise<void>((r) => s.close(() => r()));
    },
  };
}

export type EmailInbound = ReturnType<typeof emailInbound>;
