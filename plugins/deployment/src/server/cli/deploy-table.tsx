// The CLI compiles plugins with tsx under its own tsconfig, which does not cover this folder: the
// pragma asks for the automatic JSX runtime here as everywhere else.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import { type AppRow, type AppState, summaryLine } from './deploy-rows.ts';

const MARK: Record<Exclude<AppState, 'deploying'>, { mark: string; color: string }> = {
  pending: { mark: '·', color: 'gray' },
  done: { mark: '✔', color: 'green' },
  failed: { mark: '✖', color: 'red' },
};

/**
 * `ecosystem-cli deploy-webhooks` on a terminal: one row per app with its live state (pending →
 * deploying → done / failed), and the summary once none is pending or deploying.
 */
export function DeployTable({ rows }: { rows: AppRow[] }) {
  const name = Math.max(11, ...rows.map((r) => r.app.length));
  const id = Math.max(6, ...rows.map((r) => r.app_id.length));
  const finished = rows.every((r) => r.state === 'done' || r.state === 'failed');
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        <Text> </Text>
        <Box width={name} flexShrink={0}>
          <Text bold>Application</Text>
        </Box>
        <Box width={id} flexShrink={0}>
          <Text bold>App ID</Text>
        </Box>
        <Box width={9} flexShrink={0}>
          <Text bold>State</Text>
        </Box>
        <Text bold>Detail</Text>
      </Box>
      {rows.map((r) => (
        <Box key={r.app_id} gap={1}>
          {r.state === 'deploying' ? (
            <Text color="cyan">
              <Spinner type="dots" />
            </Text>
          ) : (
            <Text color={MARK[r.state].color}>{MARK[r.state].mark}</Text>
          )}
          <Box width={name} flexShrink={0}>
            <Text>{r.app}</Text>
          </Box>
          <Box width={id} flexShrink={0}>
            <Text dimColor>{r.app_id}</Text>
          </Box>
          <Box width={9} flexShrink={0}>
            <Text color={r.state === 'failed' ? 'red' : r.state === 'done' ? 'green' : undefined}>
              {r.state}
            </Text>
          </Box>
          <Text dimColor={r.state !== 'failed'} wrap="truncate-end">
            {r.detail ?? ''}
          </Text>
        </Box>
      ))}
      {finished && <Text bold>{summaryLine(rows)}</Text>}
    </Box>
  );
}
