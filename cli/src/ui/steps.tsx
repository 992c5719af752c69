import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';

export type StepState = 'running' | 'done' | 'failed';

export interface Step {
  label: string;
  state: StepState;
  detail?: string;
}

/** Live progress of a command: a spinner on the running step, a mark on finished ones. */
export function Steps({ steps }: { steps: Step[] }) {
  return (
    <Box flexDirection="column">
      {steps.map((s) => (
        <Box key={s.label} gap={1}>
          {s.state === 'running' ? (
            <Text color="cyan">
              <Spinner type="dots" />
            </Text>
          ) : (
            <Text color={s.state === 'done' ? 'green' : 'red'}>{s.state === 'done' ? '✔' : '✖'}</Text>
          )}
          <Text>{s.label}</Text>
          {s.detail ? <Text dimColor>{s.detail}</Text> : null}
        </Box>
      ))}
    </Box>
  );
}
