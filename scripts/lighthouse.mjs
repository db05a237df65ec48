/**
 * Lighthouse 12 (mobile preset, simulated throttling) with the local Chromium: shared by bench:web (the public
 * site) and bench:sites (the customers' published pages), so both measure the same way.
 * Environment: CHROME_PATH (default /usr/bin/chromium); LIGHTHOUSE_RUNS (default 3) runs per address, the
 * median run kept; LIGHTHOUSE_REPORTS=dir also writes each median run's full report there (`<host><path>.json`,
 * open it in the Lighthouse viewer to read the LCP breakdown and request chains) and its trace
 * (`<host><path>.trace.json`, for DevTools' Performance panel: what the long tasks were).
 *
 * Why several runs: on a two-core machine Lighthouse's own Chromium shares the cores with the page, and the
 * simulation multiplies every observed main-thread task by four, so one 15 ms hiccup adds 60 ms of blocking
 * time. Lighthouse's guidance on variability is to run several times and read the median run (its
 * `computeMedianRun`, the one Lighthouse CI uses: nearest the median first paint and time to interactive); the
 * printed line also gives every run's performance score, so the spread stays visible. Beside the blocking time
 * it prints the same sum over the tasks' thread time (support/thread-time.mjs): what the page's own work would
 * block on a core of its own, the part a change to the page can move.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS } from './support/built-app.mjs';
import { blockingByClock } from './support/thread-time.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The scripts' Chromium flags (support/built-app.mjs), headless: Lighthouse launches its own Chromium. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The audits that keep a category below 100 (for performance: its opportunities and diagnostics, not the metrics). */
function failingAudits(categories, audits) {
  return Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => (id === 'performance' ? ref.group !== 'metrics' : ref.weight > 0))
        .filter((ref) => audits[ref.id]?.score !== null && audits[ref.id]?.score !== undefined)
        .filter((ref) => audits[ref.id].score < (id === 'performance' ? 0.9 : 1))
        .map((ref) => ref.id),
    ]),
  );
}

/** The report, and the run's trace beside it (`.trace.json`: open it in DevTools' Performance panel). */
async function saveReport(dir, url, { report, trace }) {
  const { host, pathname } = new URL(url);
  const name = `${host}${pathname}`.replace(/[^\w.-]+/g, '_');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.json`), report);
  if (trace) await writeFile(join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

/** The run's blocking time on the wall clock and on the thread's (null when the trace cannot be read). */
function clocksOf(trace) {
  try {
    return trace ? blockingByClock(trace) : null;
  } catch {
    return null;
  }
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);

const scoreOf = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const clsOf = (lhr, digits = 4) => Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(digits));

/** The `layout-shifts` audit's elements (its HTML), each shift's score and the causes Lighthouse names. */
function layoutShiftsOf(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map((item) => ({
    element: item.node?.snippet ?? null,
    score: Number((item.score ?? 0).toFixed(4)),
    causes: (item.subItems?.items ?? []).map((sub) =>
      [sub.cause, sub.extra?.snippet ?? sub.extra?.value].filter(Boolean).join(' '),
    ),
  }));
}

/**
 * Runs Lighthouse on each address in one Chromium, LIGHTHOUSE_RUNS rounds over all the addresses (so a busy
 * moment of the machine spreads over pages instead of sinking one), and keeps each address's median run.
 * `chromeFlags` adds to CHROME_FLAGS (bench:sites maps `*.localhost` with --host-resolver-rules); `label(url)`
 * names a row in the printed line.
 */
export async function runLighthouse(urls, { chromeFlags = [], label = (url) => new URL(url).pathname } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...chromeFlags],
  });
  /** Each address's runs: its report (JSON text), its result and the load average when it ended. */
  const runs = new Map(urls.map((url) => [url, []]));
  const results = [];
  try {
    for (let round = 1; round <= RUNS; round++) {
      if (RUNS > 1) console.log(`  run ${round} of ${RUNS}…`);
      for (const url of urls) {
        const runnerResult = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        runs.get(url).push({
          lhr: runnerResult.lhr,
          report: runnerResult.report,
          // Kept only when reports are saved: a trace is several megabytes.
          trace: process.env.LIGHTHOUSE_REPORTS ? runnerResult.artifacts?.Trace : undefined,
          load1: loadavg()[0],
          clocks: clocksOf(runnerResult.artifacts?.Trace),
        });
      }
    }
    for (const url of urls) {
      const all = runs.get(url);
      const median = computeMedianRun(all.map((run) => run.lhr));
      const kept = all.find((run) => run.lhr === median);
      const { categories, audits } = median;
      if (process.env.LIGHTHOUSE_REPORTS) await saveReport(process.env.LIGHTHOUSE_REPORTS, url, kept);
      const score = (id) => scoreOf(median, id);
      const result = {
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        'best-practices': score('best-practices'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        // The median run's tasks after its observed first paint, summed as Lighthouse sums them, on the wall
        // clock and on the thread's. Where the wall figure is far from tbtMs, Lighthouse's simulation counted
        // other tasks (it may place the page's first layout after its simulated first paint) and the thread
        // figure says little.
        observedTbtMs: kept.clocks?.wallBlockingMs ?? null,
        threadTbtMs: kept.clocks?.cpuBlockingMs ?? null,
        // Every run's, in the order they ran.
        threadTbtRuns: all.map((run) => run.clocks?.cpuBlockingMs ?? null),
        cls: clsOf(median, 3),
        // Every run's CLS: a shift seen once in many runs is still a defect, and the median hides it.
        clsRuns: all.map((run) => clsOf(run.lhr)),
        // What moved in the run with the largest CLS, and why Lighthouse thinks it moved.
        layoutShifts: layoutShiftsOf(all.reduce((worst, run) => (clsOf(run.lhr) > clsOf(worst.lhr) ? run : worst)).lhr),
        load1: Number(kept.load1.toFixed(2)),
        // Every run's performance score, in the order they ran: the spread around the median.
        performanceRuns: all.map((run) => scoreOf(run.lhr, 'performance')),
        // What the largest paint was (an image waits for its file, a text for the style sheets).
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        // What keeps a category below 100: its audits that did not pass.
        failing: failingAudits(categories, audits),
      };
      // Why: each failing audit's explanation and first elements, so a finding can be fixed without a rerun.
      result.findings = Object.fromEntries(
        Object.values(result.failing)
          .flat()
          .map((id) => [
            id,
            {
              explanation: audits[id].explanation ?? audits[id].displayValue ?? null,
              items: [audits[id].details?.items ?? []]
                .flat()
                .slice(0, 5)
                .map(
                  (item) =>
                    (item.node ? `${item.node.snippet} ${item.node.explanation ?? ''}`.trim() : null) ??
                    item.url ??
                    item.source?.url ??
                    item.message ??
                    item.line ??
                    null,
                ),
            },
          ]),
      );
      results.push(result);
      for (const shift of result.layoutShifts)
        console.log(
          `    layout shift ${shift.score}: ${shift.element} (${shift.causes.join('; ') || 'no cause named'})`,
        );
      const failing = ['accessibility', 'seo', 'best-practices'].flatMap((id) => result.failing[id]);
      console.log(
        `  ${label(url).padEnd(28)} perf ${result.performance}${RUNS > 1 ? ` (runs ${result.performanceRuns.join('/')})` : ''}  a11y ${result.accessibility}  seo ${result.seo}  bp ${result['best-practices']}  (LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms${result.threadTbtMs === null ? '' : ` [after the paint seen: ${result.observedTbtMs} ms on the clock, ${result.threadTbtMs} ms on the thread]`}, CLS ${result.cls}${result.clsRuns.some((cls) => cls > 0) ? ` (runs ${result.clsRuns.join('/')})` : ''}; load ${result.load1})${failing.length ? `  failing: ${failing.join(', ')}` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
