/**
 * Lighthouse 12 (mobile preset, simulated throttling) with the local Chromium: shared by bench:web (the public
 * site) and bench:sites (the customers' published pages), so both measure the same way.
 * Environment: CHROME_PATH (default /usr/bin/chromium); LIGHTHOUSE_REPORTS=dir also writes each full report
 * there (`<host><path>.json`, open it in the Lighthouse viewer to read the LCP breakdown and request chains).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './support/built-app.mjs';

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

async function saveReport(dir, url, report) {
  const { host, pathname } = new URL(url);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${host}${pathname}`.replace(/[^\w.-]+/g, '_') + '.json'), report);
}

/**
 * Runs Lighthouse on each address in one Chromium. `chromeFlags` adds to CHROME_FLAGS (bench:sites maps
 * `*.localhost` with --host-resolver-rules); `label(url)` names a row in the printed line.
 */
export async function runLighthouse(urls, { chromeFlags = [], label = (url) => new URL(url).pathname } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...chromeFlags],
  });
  const results = [];
  try {
    for (const url of urls) {
      const runnerResult = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { categories, audits } = runnerResult.lhr;
      if (process.env.LIGHTHOUSE_REPORTS) await saveReport(process.env.LIGHTHOUSE_REPORTS, url, runnerResult.report);
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const result = {
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        'best-practices': score('best-practices'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        load1: Number(loadavg()[0].toFixed(2)),
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
      const failing = ['accessibility', 'seo', 'best-practices'].flatMap((id) => result.failing[id]);
      console.log(
        `  ${label(url).padEnd(28)} perf ${result.performance}  a11y ${result.accessibility}  seo ${result.seo}  bp ${result['best-practices']}  (LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}; load ${result.load1})${failing.length ? `  failing: ${failing.join(', ')}` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
