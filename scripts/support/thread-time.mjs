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
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Lighthouse's mobile preset: simulated CPU four times slower; a task blocks beyond 50 ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_THRESHOLD_MS = 50;

const blockingOf = (durationMs) => Math.max(0, durationMs * CPU_SLOWDOWN - BLOCKING_THRESHOLD_MS);

/**
 * The top-level main-thread tasks that start after the first contentful paint, summed on both clocks: `wallMs`
 * and `cpuMs` (observed, unscaled), `wallBlockingMs` and `cpuBlockingMs` (scaled and thresholded as Lighthouse
 * scales them). A task the trace gives no thread time (Chromium omits it for some) counts its wall time on both
 * clocks, so `cpuBlockingMs` never understates; `withoutThreadTime` says how many there were.
 */
export function blockingByClock(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const { timings } = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ).filter((task) => !task.parent && task.startTime >= timings.firstContentfulPaint);
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  const hasThreadTime = (task) => typeof task.event.tdur === 'number';
  const cpuOf = (task) => (hasThreadTime(task) ? Math.min(task.event.tdur / 1000, task.duration) : task.duration);
  return {
    tasks: tasks.length,
    withoutThreadTime: tasks.filter((task) => !hasThreadTime(task)).length,
    wallMs: Math.round(sum(tasks.map((task) => task.duration))),
    cpuMs: Math.round(sum(tasks.map(cpuOf))),
    wallBlockingMs: Math.round(sum(tasks.map((task) => blockingOf(task.duration)))),
    cpuBlockingMs: Math.round(sum(tasks.map((task) => blockingOf(cpuOf(task))))),
  };
}
