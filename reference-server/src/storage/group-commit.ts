/**
 * Group commit: items (serialised records) added while a write runs are written together by the next
 * one, and each caller's promise settles with the write that carried its item. A failed write rejects
 * only its own callers; the next batch is written as usual.
 */
interface Batch<T> {
  items: T[];
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function batch<T>(): Batch<T> {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { items: [], promise, resolve, reject };
}

export class GroupCommit<T> {
  private next: Batch<T> | null = null;
  private running: Promise<void> | null = null;
  /** Successful writes (tests and the benchmark). */
  writes = 0;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    /** Runs after each successful write, before the next one starts (e.g. compaction). */
    private readonly afterWrite?: () => Promise<void>,
  ) {}

  add(item: T): Promise<void> {
    const current = (this.next ??= batch());
    current.items.push(item);
    this.running ??= this.drain();
    return current.promise;
  }

  /** Resolves when no write is running or waiting. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.next) {
        const current = this.next;
        this.next = null;
        try {
          await this.write(current.items);
          this.writes += 1;
          current.resolve();
        } catch (error) {
          current.reject(error);
          continue;
        }
        if (this.afterWrite) await this.afterWrite().catch(() => undefined);
      }
    } finally {
      this.running = null;
    }
  }
}
