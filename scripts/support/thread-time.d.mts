/** Blocking time on the wall clock and on the renderer thread's (see thread-time.mjs). */
export interface BlockingByClock {
  tasks: number;
  withoutThreadTime: number;
  wallMs: number;
  cpuMs: number;
  wallBlockingMs: number;
  cpuBlockingMs: number;
}
export declare function blockingByClock(trace: { traceEvents: unknown[] }): BlockingByClock;
