/**
 * Group commit: requests that change data in the same moment share one serialisation and one file
 * write. A caller changes the in-memory document, then awaits `commit()`, which resolves once a write
 * that STARTED AFTER the change has reached the disk. While a write runs, new callers gather behind
 * the next one, so under load each write carries many requests.
 */
interface Waiter {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function waiter(): Waiter {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export class GroupCommitter {
  private next: Waiter | null = null;
  private running: Promise<void> | null = null;
  /** Number of writes done (for tests and the benchmark). */
  writes = 0;

  constructor(private readonly write: () => Promise<void>) {}

  commit(): Promise<void> {
    this.next ??= waiter();
    const { promise } = this.next;
    this.running ??= this.drain();
    return promise;
  }

  /** Resolves when no write is running or waiting. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.next) {
        const batch = this.next;
        this.next = null;
        try {
          await this.write();
          this.writes += 1;
          batch.resolve();
        } catch (error) {
          batch.reject(error);
        }
      }
    } finally {
      this.running = null;
    }
  }
}
