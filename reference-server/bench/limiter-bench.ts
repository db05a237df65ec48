/**
 * Part `limiter` of `npm run bench:server`: what the tracking limiter costs per call, against the calls
 * already counted in an address's window (issue 30).
 *
 * The same calls come from BENCH_LIMITER_ADDRESSES addresses (default 8 000) to one server of the target
 * and from a single address to another, both running with the tracking limit raised to 100 000 calls a
 * minute (TRACK_RATE_LIMIT), so that none is refused: BENCH_WARMUP unmeasured calls to each, then
 * BENCH_LIMITER_ROUNDS rounds (default 4) of BENCH_LIMITER_CALLS (default 15 000), each measured with its
 * CPU per call, the two servers taking turns (the other one idle): each round of one address is compared
 * with the round of many measured just before it, as this machine's speed drifts over minutes. A limiter whose cost grows with the count (the sliding log of every
 * instant in the window that PostgreSQL kept until migration 1764700000000) makes the single address's
 * rounds cost more and more; one whose cost does not keeps them flat and level with the many addresses'.
 */
import { writeLoad, WARMUP_REQUESTS, type Row } from './common';
import type { BenchTarget, RunningTarget } from './targets';

export const LIMITER_CALLS = Number(process.env.BENCH_LIMITER_CALLS ?? 15_000);
export const LIMITER_ROUNDS = Number(process.env.BENCH_LIMITER_ROUNDS ?? 4);
const MANY_ADDRESSES = Number(process.env.BENCH_LIMITER_ADDRESSES ?? 8_000);
/** Tracking calls a minute per address while this part runs (the raised limit). */
const RAISED_LIMIT = 100_000;

const fmt = (n: number) => n.toLocaleString('it-IT');
/** CPU per call of every process together (server, PostgreSQL, load generator), in µs. */
const cpuOf = (row: Row) => (row.cpu ? row.cpu.server + row.cpu.database + row.cpu.generator : NaN);
const ratio = (a: number, b: number) => (a / b).toFixed(2);

export async function benchLimiter(
  target: BenchTarget,
  env: Record<string, string>,
): Promise<{ rows: Row[]; notes: string[] }> {
  const modes = [
    { label: `${fmt(MANY_ADDRESSES)} indirizzi`, addresses: MANY_ADDRESSES },
    { label: 'un indirizzo', addresses: 1 },
  ];
  const servers: RunningTarget[] = [];
  const rounds: Row[][] = modes.map(() => []);
  try {
    for (const _ of modes) servers.push(await target.start([], { ...env, TRACK_RATE_LIMIT: String(RAISED_LIMIT) }));
    for (let round = 1; round <= LIMITER_ROUNDS; round += 1) {
      for (const [m, mode] of modes.entries()) {
        const server = servers[m]!;
        rounds[m]!.push(
          await writeLoad(
            target.name,
            `limitatore, ${mode.label} a ${fmt(RAISED_LIMIT)} chiamate/min, giro ${round} di ${LIMITER_ROUNDS}`,
            `${server.url}/api/track/page-view`,
            LIMITER_CALLS,
            {
              serverPid: server.pid,
              postmasterPid: server.postmasterPid,
              addresses: mode.addresses,
              warmup: round === 1 ? WARMUP_REQUESTS : 0,
            },
          ),
        );
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  const [many, one] = rounds as [Row[], Row[]];
  const perRound = one.map((row, i) => `${ratio(cpuOf(row), cpuOf(many[i]!))}`).join(', ');
  const trend = (rows: Row[]) =>
    `${rows.map((r) => fmt(r.reqPerSec!)).join(' → ')} req/s, ${rows.map(cpuOf).join(' → ')} µs di CPU per chiamata`;
  const notes = [
    `${target.name}, limitatore a ${fmt(RAISED_LIMIT)} chiamate/min (${fmt(WARMUP_REQUESTS)} chiamate di riscaldamento, ` +
      `poi ${LIMITER_ROUNDS} giri di ${fmt(LIMITER_CALLS)} per server, a turno): ` +
      `un indirizzo ${trend(one)}; ${modes[0]!.label} ${trend(many)}. ` +
      `CPU per chiamata di un indirizzo su quella di ${modes[0]!.label}, giro per giro: ${perRound}` +
      ` (ultimo giro sul primo: un indirizzo ${ratio(cpuOf(one.at(-1)!), cpuOf(one[0]!))}, ` +
      `${modes[0]!.label} ${ratio(cpuOf(many.at(-1)!), cpuOf(many[0]!))}).`,
  ];
  const oneAddressCalls = WARMUP_REQUESTS + LIMITER_ROUNDS * LIMITER_CALLS;
  if (oneAddressCalls > RAISED_LIMIT)
    notes.push(
      `${target.name}: ${fmt(oneAddressCalls)} chiamate da un indirizzo superano il limite di ${fmt(RAISED_LIMIT)} ` +
        'se arrivano in meno di un minuto: le rifiutate (429) sono nella colonna errori.',
    );
  return { rows: [...many, ...one], notes };
}
