/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    /** Per-request setup: each request may get its own body and headers. */
    requests?: {
      setupRequest?: (request: { body?: string; headers?: Record<string, string> }) => {
        body?: string;
        headers?: Record<string, string>;
      };
    }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** A run: awaitable for its result, and an emitter of each answer ('response'). */
  export interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: () => void): Instance;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
