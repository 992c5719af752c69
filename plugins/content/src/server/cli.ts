import type { CliProgram } from '@ecohub/core';
import type { ItemStore } from './items/service.ts';
import { publishDue } from './publish/due.ts';
import type { Publisher } from './publish/publisher.ts';

type Cmd = { configureOutput(): { writeOut?: (s: string) => void } };

/**
 * `ecosystem-cli content-publish [--org ID] [--json]`: publishes the due scheduled items now (what the
 * 5-minute schedule does), or with --org the organisation's next scheduled item (Quick Publish).
 */
export function contentCommand(
  program: CliProgram,
  setup: () => Promise<{ items: ItemStore; publisher: Publisher }>,
) {
  program
    .command('content-publish')
    .description('Publish the scheduled content whose date has come (--org: that organisation’s next item)')
    .option('--org <id>', "publish this organisation's next scheduled item (Quick Publish)")
    .option('--json', 'print the result as JSON')
    .action(async (flags: { org?: string; json?: boolean }, cmd: Cmd) => {
      const out = cmd.configureOutput().writeOut ?? ((s: string) => process.stdout.write(s));
      const s = await setup();
      if (flags.org) {
        const item = await s.publisher.publishNext(flags.org);
        out(
          flags.json
            ? `${JSON.stringify({ item })}\n`
            : item
              ? `Published "${item.title}"\n`
              : 'Nothing is scheduled\n',
        );
        return;
      }
      const r = await publishDue(null, s);
      out(flags.json ? `${JSON.stringify(r)}\n` : `Published ${r.published} due item(s)\n`);
    });
}
