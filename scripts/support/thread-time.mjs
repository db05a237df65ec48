/**
 * How much of a Lighthouse run's blocking time is the page's own work, read from the run's trace.
 *
 * Why: Lighthouse's simulated total blocking time takes each main-thread task's wall-clock duration after the
 * first contentful paint, multiplies it by four and counts what exceeds 50 ms. On a two-core machine the
 * renderer's main thread is often off the CPU during a task (V8's background compilers, the browser process and
 * Lighthouse's own process share the cores), and that time is multiplied too. Chromium records both clocks for
 * each task: `dur` (wall) and `tdur` (the thread's CPU time). The same sum over `tdur` is the blocking time the
 * page's own work would cause on a core of its own: the part a change to the page can move.
 * One difference: this sums the tasks after the first paint the trace saw, Lighthouse those after the first paint
 * its simulation computes, which can come before tasks that ran before the real one (a static page's first
 * layout). The wall-clock sum shows how far apart the two are: where it is close to Lighthouse's figure (the
 * demo pages), the thread figure reads the same tasks.
 */
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** The settings runLighthouse uses (Lighthouse's defaults, the mobile preset): the simulated CPU slowdown. */
const CPU_SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier;
const { calculateSumOfBlockingTime } = Lantern.Metrics.TBTUtils;

/**
 * The top-level main-thread tasks that start after the first contentful paint, summed on both clocks: `wallMs`
 * and `cpuMs` (observed, unscaled), `wallBlockingMs` and `cpuBlockingMs` (scaled, and counted beyond
 * Lighthouse's 50 ms by Lighthouse's own sum). A task the trace gives no thread time (Chromium omits it for some)
 * counts its wall time on both clocks, so `cpuBlockingMs` never understates; `withoutThreadTime` says how many
 * there were.
 */
export function blockingByClock(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const { firstContentfulPaint } = TraceProcessor.processNavigation(processed).timings;
  const tasks = processed.mainThreadEvents
    // Lighthouse's top-level tasks (TraceProcessor.getMainThreadTopLevelEvents), keeping the thread time.
    .filter((event) => TraceProcessor.isScheduleableTask(event) && event.dur)
    .map((event) => ({
      start: (event.ts - processed.timeOriginEvt.ts) / 1000,
      wall: event.dur / 1000,
      cpu: typeof event.tdur === 'number' ? Math.min(event.tdur, event.dur) / 1000 : null,
    }))
    .filter((task) => task.start >= firstContentfulPaint);
  const cpuOf = (task) => task.cpu ?? task.wall;
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  const blocking = (durationOf) =>
    calculateSumOfBlockingTime(
      tasks.map((task) => {
        const duration = durationOf(task) * CPU_SLOWDOWN;
        return { start: task.start, end: task.start + duration, duration };
      }),
      firstContentfulPaint,
      Infinity,
    );
  return {
    tasks: tasks.length,
    withoutThreadTime: tasks.filter((task) => task.cpu === null).length,
    wallMs: Math.round(sum(tasks.map((task) => task.wall))),
    cpuMs: Math.round(sum(tasks.map(cpuOf))),
    wallBlockingMs: Math.round(blocking((task) => task.wall)),
    cpuBlockingMs: Math.round(blocking(cpuOf)),
  };
}
