/**
 * The Node.js flags the reference server runs with, in one place: `npm start` (scripts/start.mjs) and the
 * benchmark (reference-server/bench) start it through this, so what is measured is what operators run.
 *
 * LOW_MEMORY=true adds --optimize-for-size: V8 grows its heap more reluctantly and collects sooner. With
 * the embedded store at 1 000 000 events, `npm run bench:server` measured about 200 MiB resident instead of
 * 340-460 MiB (the heap otherwise keeps what start-up's replay of the log and a busy dashboard grew it to),
 * at the price of about a third of the tracking throughput and a start-up twice as long. Off by default:
 * throughput is the scarcer resource for most operators. (V8 refuses this flag in NODE_OPTIONS, hence here.)
 */
export function serverNodeFlags(env = process.env) {
  return env.LOW_MEMORY === 'true' ? ['--optimize-for-size'] : [];
}
