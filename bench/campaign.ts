// Campaign sending (issue 18): BENCH_MESSAGES personalised messages (2,000 by default) handed to a
// local SMTP peer (smtp-server) by the marketing plugin's send job (recipient rows, suppression
// check, signed links, core's mailer writing the outbox, pooled nodemailer; 20 messages in flight
// so that database work overlaps the 5 SMTP connections) against nodemailer alone sending the same
// messages over the same pool; goal: hub / nodemailer ≥ 0.7.
// BENCH_DIALECT=postgres runs on TEST_DATABASE_URL. Figures vary with the machine and its load; the
// CPU µs per message (this process: sender and peer; PostgreSQL's own CPU is not counted) less so.
import { createTestHub, type TestDialect } from '@ecohub/core/testing';
import nodemailer from 'nodemailer';
import crm from '../plugins/crm/src/server/index.ts';
import { personalise, renderTemplate } from '../plugins/marketing/src/server/campaigns/render.ts';
import marketing from '../plugins/marketing/src/server/index.ts';
import type { MarketingSetup } from '../plugins/marketing/src/server/setup.ts';
import { startPeer } from '../plugins/marketing/src/server/test/peer.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const CONNECTIONS = 5;
const dialect = (process.env.BENCH_DIALECT ?? 'sqlite') as TestDialect;
const MJML = `<mjml><mj-body><mj-section><mj-column>
  <mj-text font-size="18px">Hello {{firstName}},</mj-text>
  <mj-text>Our autumn news: three new courses and a webinar.</mj-text>
  <mj-button href="https://example.com/courses">See the courses</mj-button>
</mj-column></mj-section></mj-body></mjml>`;
const people = Array.from({ length: MESSAGES }, (_, i) => ({
  email: `reader${i}@example.com`,
  firstName: `Reader${i}`,
}));
const rate = (n: number, ms: number) => (n / ms) * 1000;
/** CPU µs of this process (hub or nodemailer, and the SMTP peer) per message since `from`. */
const cpuPer = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / MESSAGES;
};

const peer = await startPeer();
const poolUrl = `${peer.url.split('?')[0]}?pool=true&maxConnections=${CONNECTIONS}`;

// 1. nodemailer alone: the same personalised messages over the same pool of CONNECTIONS.
const template = await renderTemplate(MJML);
const transport = nodemailer.createTransport(poolUrl);
let t0 = performance.now();
let cpu0 = process.cpuUsage();
// As many in flight as the hub keeps (the pool queues them): the floor's pipeline is as full as the hub's.
const queue = [...people];
await Promise.all(
  Array.from({ length: CONNECTIONS * 4 }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const { html, text } = personalise(template, { firstName: p.firstName });
      await transport.sendMail({
        from: 'Hub <no-reply@ecohub.local>',
        to: p.email,
        subject: `News for ${p.firstName}`,
        html,
        text,
      });
    }
  }),
);
const alone = rate(MESSAGES, performance.now() - t0);
const aloneCpu = cpuPer(cpu0);
transport.close();

// 2. The hub: a list of MESSAGES addresses, one campaign, the durable send job.
peer.arrivals.length = 0;
const t = await createTestHub({
  dialect,
  plugins: [crm, marketing],
  startJobs: true,
  config: { SMTP_URL: poolUrl },
  pluginConfig: { marketing: { MARKETING_SEND_RATE: 10_000, MARKETING_SEND_CONCURRENCY: CONNECTIONS * 4 } },
});
const owner = await t.signedIn({ role: 'owner' });
const m = t.hub.running('marketing').setup as MarketingSetup;
const list = await m.lists.create(owner.orgId, { name: 'Bench' });
await m.lists.import(owner.orgId, list.id, people.map((p) => `${p.email},${p.firstName}`).join('\n'));
const c = await m.campaigns.create(owner.orgId, {
  name: 'Bench',
  listId: list.id,
  subject: 'News for {{firstName}}',
  mjml: MJML,
});
t0 = performance.now();
cpu0 = process.cpuUsage();
const { jobId } = await m.campaigns.send(owner.orgId, c.id);
const job = await t.hub.ctx.jobs.wait(jobId, 30 * 60_000);
const hub = rate(MESSAGES, performance.now() - t0);
const hubCpu = cpuPer(cpu0);
if (job.status !== 'completed' || peer.arrivals.length !== MESSAGES)
  throw new Error(`send ${job.status}: ${peer.arrivals.length} of ${MESSAGES} arrived`);
await t.close();
await peer.close();

const ratio = hub / alone;
console.log(`campaign send, ${MESSAGES} messages, ${CONNECTIONS} SMTP connections, ${dialect}`);
console.log(`  nodemailer alone      ${alone.toFixed(0)} messages/s   ${aloneCpu.toFixed(0)} CPU µs/message`);
console.log(`  hub (marketing job)   ${hub.toFixed(0)} messages/s   ${hubCpu.toFixed(0)} CPU µs/message`);
console.log(`  ratio                 ${ratio.toFixed(2)}  (goal ≥ 0.7: ${ratio >= 0.7 ? 'met' : 'NOT met'})`);
