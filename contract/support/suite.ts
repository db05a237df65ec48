/**
 * Runs a block of scenarios once per backend: `contractSuite('tracking', (ctx) => { it(...) })`.
 * Each backend gets its own fresh instance and test clock for the block.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { apiFor, type Api } from './api';
import { createTestClock, type TestClock } from './clock';
import { startTarget, TARGETS, type StartedTarget, type TargetName, type TargetSettings } from './targets';

export interface ContractContext {
  readonly api: Api;
  readonly clock: TestClock;
  readonly name: TargetName;
}

export function contractSuite(
  title: string,
  define: (ctx: ContractContext) => void,
  settings: TargetSettings = {},
): void {
  describe.each(TARGETS)(`${title} [%s]`, (name) => {
    const clock = createTestClock();
    let target: StartedTarget | null = null;
    let api: Api | null = null;
    beforeAll(async () => {
      target = await startTarget(name, clock, settings);
      api = apiFor(target);
    }, 30_000);
    afterAll(async () => {
      await target?.stop();
    });
    define({
      get api() {
        if (!api) throw new Error('target not started');
        return api;
      },
      clock,
      name,
    });
  });
}
