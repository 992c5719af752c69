import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '@ecohub/core/testing';
import { ImapFlow } from 'imapflow';

export const DOVECOT = '/usr/sbin/dovecot';
export const hasDovecot = existsSync(DOVECOT);
export const NO_DOVECOT =
  'dovecot is not installed (/usr/sbin/dovecot): the IMAP sync tests need it (apt-get install dovecot-imapd; .ci/run installs it)';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const sh = (cmd: string) =>
  new Promise<string>((resolve) => {
    const p = spawn('id', [cmd]);
    let out = '';
    p.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    p.on('close', () => resolve(out.trim()));
  });

export interface Dovecot {
  port: number;
  /** Puts a message into a user's INBOX (IMAP APPEND, as a delivery would). */
  deliver(user: string, raw: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real dovecot IMAP server for the tests: a temporary configuration, users from a passwd-file,
 * Maildirs, plain IMAP on 127.0.0.1 and a free port, run in the foreground as the current user.
 * (As root, dovecot's own unprivileged users log in and own the mail, as it requires.)
 */
export async function startDovecot(users: Array<{ user: string; password: string }>): Promise<Dovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-dovecot-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const uid = root ? 65534 : Number(await sh('-u'));
  const gid = root ? 65534 : Number(await sh('-g'));
  const me = root ? null : await sh('-un');
  const group = root ? null : await sh('-gn');
  const mail = join(dir, 'mail');
  mkdirSync(mail);
  const lines = users.map((u, i) => {
    const home = join(mail, `u${i}`);
    mkdirSync(home);
    if (root) chownSync(home, uid, gid);
    return `${u.user}:{PLAIN}${u.password}:${uid}:${gid}::${home}::`;
  });
  writeFileSync(join(dir, 'passwd'), `${lines.join('\n')}\n`);
  mkdirSync(join(dir, 'run'));
  writeFileSync(
    join(dir, 'dovecot.conf'),
    [
      'protocols = imap',
      'listen = 127.0.0.1',
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/run`,
      `log_path = ${dir}/dovecot.log`,
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      `default_internal_user = ${root ? 'dovecot' : me}`,
      `default_internal_group = ${root ? 'dovecot' : group}`,
      `default_login_user = ${root ? 'dovenull' : me}`,
      'first_valid_uid = 1',
      'mail_location = maildir:~/Maildir',
      `passdb {\n  driver = passwd-file\n  args = ${dir}/passwd\n}`,
      `userdb {\n  driver = passwd-file\n  args = ${dir}/passwd\n}`,
      `service imap-login {\n  chroot =\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      'service anvil {\n  chroot =\n}',
      'service stats {\n  inet_listener http {\n    port = 0\n  }\n}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const connect = async (user: string, password: string) => {
    const c = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    c.on('error', () => {});
    await c.connect();
    return c;
  };
  // Ready once a user can log in.
  const first = users[0]!;
  await until(async () => {
    try {
      const c = await connect(first.user, first.password);
      await c.logout();
      return true;
    } catch {
      return false;
    }
  }, 15_000);
  return {
    port,
    async deliver(user, raw) {
      const u = users.find((x) => x.user === user)!;
      const c = await connect(u.user, u.password);
      try {
        await c.append('INBOX', raw);
      } finally {
        await c.logout();
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A minimal RFC 5322 message. */
export function rawMail(m: {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  inReplyTo?: string;
  date?: string;
  body?: string;
}): string {
  return [
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: ${m.subject}`,
    `Message-ID: ${m.messageId}`,
    ...(m.inReplyTo ? [`In-Reply-To: ${m.inReplyTo}`, `References: ${m.inReplyTo}`] : []),
    `Date: ${m.date ?? 'Tue, 24 Nov 2026 10:00:00 +0000'}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.body ?? 'Hello',
    '',
  ].join('\r\n');
}
