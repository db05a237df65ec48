/**
 * scripts/support/thread-time.mjs, on a small trace shaped as Chromium writes one for Lighthouse: a page whose
 * renderer runs tasks before and after its first contentful paint, some of them mostly off the CPU.
 */
import { describe, expect, it } from 'vitest';
import { blockingByClock } from './thread-time.mjs';

const PID = 7;
const TID = 1;
const FRAME = 'FRAME-1';
const NAVIGATION_START = 1_000_000;
const FCP = NAVIGATION_START + 200_000;

type TraceEvent = Record<string, unknown>;

/** A top-level main-thread task at `atMs` after navigation: `wallMs` on the clock, `cpuMs` on the thread. */
function task(atMs: number, wallMs: number, cpuMs?: number): TraceEvent {
  return {
    name: 'RunTask',
    cat: 'disabled-by-default-devtools.timeline',
    ph: 'X',
    pid: PID,
    tid: TID,
    ts: NAVIGATION_START + atMs * 1000,
    dur: wallMs * 1000,
    ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
    args: {},
  };
}

function traceWith(tasks: TraceEvent[]) {
  const main = { pid: PID, tid: TID };
  return {
    traceEvents: [
      { ...main, ph: 'M', cat: '__metadata', name: 'process_name', ts: 0, args: { name: 'Renderer' } },
      { ...main, ph: 'M', cat: '__metadata', name: 'thread_name', ts: 0, args: { name: 'CrRendererMain' } },
      {
        ...main,
        ph: 'I',
        cat: 'disabled-by-default-devtools.timeline',
        name: 'TracingStartedInBrowser',
        ts: NAVIGATION_START - 10_000,
        args: { data: { frameTreeNodeId: 1, frames: [{ frame: FRAME, url: 'http://localhost/', processId: PID }] } },
      },
      {
        ...main,
        ph: 'R',
        cat: 'blink.user_timing',
        name: 'navigationStart',
        ts: NAVIGATION_START,
        args: { frame: FRAME, data: { documentLoaderURL: 'http://localhost/', isLoadingMainFrame: true } },
      },
      {
        ...main,
        ph: 'I',
        cat: 'loading,rail,devtools.timeline',
        name: 'firstContentfulPaint',
        ts: FCP,
        args: { frame: FRAME },
      },
      ...tasks,
    ],
  };
}

describe('blockingByClock', () => {
  it('counts only the tasks after the first contentful paint, on both clocks, as Lighthouse scales them', () => {
    const result = blockingByClock(
      traceWith([
        // Before the first paint: not part of total blocking time.
        task(50, 80, 80),
        // 40 ms on the clock, 2 ms on the CPU: 110 ms of blocking on the wall clock, none on the thread.
        task(300, 40, 2),
        // 30 ms of work on a core of its own: 70 ms of blocking on both clocks.
        task(400, 30, 30),
        // Short on both: 10 ms scaled to 40 ms stays under 50.
        task(500, 10, 9),
      ]),
    );
    expect(result).toMatchObject({
      tasks: 3,
      withoutThreadTime: 0,
      wallMs: 80,
      cpuMs: 41,
      wallBlockingMs: 110 + 70,
      cpuBlockingMs: 70,
    });
  });

  it('counts a task without thread time at its wall time on both clocks, so the thread figure never understates', () => {
    const result = blockingByClock(traceWith([task(300, 40)]));
    expect(result).toMatchObject({ tasks: 1, withoutThreadTime: 1, wallBlockingMs: 110, cpuBlockingMs: 110 });
  });
});
