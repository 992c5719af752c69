import type { CliProgram } from '@ecohub/core';
import type { DeploymentHub } from '../hub.ts';
import { crawlOrg } from '../link-fixes/crawl-job.ts';
import { linkFixReport } from '../link-fixes/report.ts';

interface Flags {
  org?: string;
  domain?: string;
  json?: boolean;
}

type Cmd = { configureOutput(): { writeOut?: (s: string) => void } };

/**
 * `ecosystem-cli link-crawl --org ID [--domain HOST] [--json]`: crawls the organisation's apps now
 * (as the crawl job does), stores the faults and proposals, then prints each broken link with its
 * proposed fix and the summary (or the whole link-fix report as JSON).
 */
export function linkCrawlCommand(program: CliProgram, hub: () => Promise<DeploymentHub>) {
  program
    .command('link-crawl')
    .description("Crawl an organisation's application sites for broken links and propose fixes")
    .option('--org <id>', 'the organisation (required)')
    .option('--domain <host>', 'the applications of one domain only')
    .option('--json', 'print the link-fix report as JSON')
    .action(async (flags: Flags, cmd: Cmd) => {
      const write = cmd.configureOutput().writeOut ?? ((s: string) => process.stdout.write(s));
      if (!flags.org) throw new Error('--org <id> is required');
      const h = await hub();
      const crawl = await crawlOrg(h, flags.org, flags.domain?.toLowerCase() ?? null, { jobId: null });
      const report = await linkFixReport(h, flags.org);
      if (flags.json) {
        write(`${JSON.stringify(report, null, 2)}\n`);
        return;
      }
      for (const f of report.fixes)
        write(
          `✗ ${f.brokenUrl}  [${f.fault}]  → ${f.fixedUrl ?? '(no proposal)'}  ${f.category} ${f.confidence}\n`,
        );
      write(`${crawl.pages} pages, ${crawl.links} links, ${crawl.broken} broken\n`);
    });
}
