import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Arrival {
  to: string;
  messageId: string;
  subject: string;
  raw: string;
}

/**
 * A real SMTP server for the tests. A message has arrived when the server's 250 reached the
 * client (the moment the sender may forget it); `hold()` stops answering the final dot, so
 * messages in flight stay unaccepted until `release(false)` refuses them (the sender was killed)
 * or `release(true)` accepts them.
 */
export async function startPeer(opts: { reject?: (to: string) => boolean } = {}) {
  const arrivals: Arrival[] = [];
  let holding = false;
  const held: Array<{ accept: () => void; refuse: () => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    // The hub's pooled connections stay open: close them at once when the test ends.
    closeTimeout: 50,
    onRcptTo(address, _session, cb) {
      if (opts.reject?.(address.address))
        cb(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (d: Buffer) => chunks.push(d));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = raw.split(/\r?\n\r?\n/)[0] ?? '';
        const arrival = {
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          messageId: /^Message-ID:\s*(\S+)/im.exec(header)?.[1] ?? '',
          subject: /^Subject: (.*)$/m.exec(header)?.[1]?.trim() ?? '',
          raw,
        };
        const accept = () => {
          arrivals.push(arrival);
          cb();
        };
        const refuse = () => cb(Object.assign(new Error('Connection lost'), { responseCode: 451 }));
        if (holding) held.push({ accept, refuse });
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?pool=true&maxConnections=5`,
    arrivals,
    hold: () => {
      holding = true;
    },
    held: () => held.length,
    release(accept: boolean) {
      holding = false;
      for (const h of held.splice(0)) (accept ? h.accept : h.refuse)();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Peer = Awaited<ReturnType<typeof startPeer>>;

/** A header of a raw message (unfolded). */
export const headerOf = (raw: string, name: string): string | undefined => {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
};
