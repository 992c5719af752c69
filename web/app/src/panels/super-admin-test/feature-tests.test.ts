import { describe, expect, it } from 'vitest';
import { runInOrder, TEST_ALL_PAUSE_MS } from './feature-tests.ts';

describe('Test All Features (spec 002 §4, §9)', () => {
  it('runs the tests in order with a 500 ms pause between them, and counts the passes', async () => {
    const steps: string[] = [];
    const passed = await runInOrder(
      ['a', 'b', 'c'],
      async (id) => {
        steps.push(`test ${id}`);
        return id !== 'b';
      },
      async (ms) => {
        steps.push(`pause ${ms}`);
      },
    );
    expect(TEST_ALL_PAUSE_MS).toBe(500);
    expect(steps).toEqual(['test a', 'pause 500', 'test b', 'pause 500', 'test c']);
    expect(passed).toBe(2);
  });

  it('waits for each test to finish before the next one starts', async () => {
    const steps: string[] = [];
    await runInOrder(
      [1, 2],
      async (n) => {
        steps.push(`start ${n}`);
        await new Promise((r) => setTimeout(r, 1));
        steps.push(`end ${n}`);
        return true;
      },
      async () => {},
    );
    expect(steps).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});
