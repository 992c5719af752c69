import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { Steps } from './steps.tsx';

describe('Steps', () => {
  it('marks finished and failed steps and shows the running one', () => {
    const view = render(
      <Steps
        steps={[
          { label: 'Migrating core', state: 'done', detail: 'up to date' },
          { label: 'Loading the demo', state: 'failed' },
          { label: 'Starting jobs', state: 'running' },
        ]}
      />,
    );
    const lines = view.lastFrame()?.split('\n') ?? [];
    expect(lines[0]).toBe('✔ Migrating core up to date');
    expect(lines[1]).toBe('✖ Loading the demo');
    expect(lines[2]).toMatch(/^\S Starting jobs$/);
    view.unmount();
  });
});
