/**
 * The Node.js flags the reference server runs with, in one place: `npm start` (scripts/start.mjs) and the
 * benchmark (reference-server/bench) start it through this, so what is measured is what operators run.
 *
 * --heap-growing-percent=50: after each full collection V8 lets the heap grow to 1.5 times what is live
 * before the next one. Its own factor on a machine with gigabytes free goes up to 4, so the embedded store's
 * aggregates (about 100 MiB live at 1 000 000 events) sat in a heap V8 had grown to 200-280 MiB during
 * start-up's replay of the log and a busy dashboard, and kept. With 1.5 the server stays under 300 MiB
 * resident at 1 000 000 events (`npm run bench:server`); what is collected more often is old, mostly live
 * data, while a request's garbage dies young either way, so tracking throughput is unchanged within the
 * benchmark's noise. A factor, not a cap: a larger store grows the heap as it needs, it is never refused.
 *
 * LOW_MEMORY=true adds --optimize-for-size (V8 also gives up some optimisations): about 30 MiB less at
 * 1 000 000 events (215 instead of 241 after start-up), at the price of about half the tracking throughput.
 * (V8 refuses these flags in NODE_OPTIONS, hence here.)
 */
export function serverNodeFlags(env = process.env) {
  return ['--heap-growing-percent=50', ...(env.LOW_MEMORY === 'true' ? ['--optimize-for-size'] : [])];
}
