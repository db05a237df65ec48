/**
 * One append-only file with group commit: lines gathered while a write runs go out together in the
 * next write, each followed by fdatasync before its callers are answered. A failed write fails only
 * the lines it carried; the file is cut back to its last good length before the next write (retried
 * until the disk allows it), so a torn tail never stays behind.
 */
import { open, type FileHandle } from 'node:fs/promises';

interface Batch {
  lines: string[];
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function batch(): Batch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { lines: [], promise, resolve, reject };
}

export class AppendFile {
  private next: Batch | null = null;
  private running: Promise<void> | null = null;
  private needsRepair = false;

  private constructor(
    private file: FileHandle,
    /** Bytes of complete, acknowledged lines. */
    public bytes: number,
    /** Runs after each successful write, before the next one starts (compaction). */
    private readonly afterWrite: () => Promise<void>,
  ) {}

  static async open(path: string, goodBytes: number, afterWrite: () => Promise<void> = async () => {}): Promise<AppendFile> {
    const file = await open(path, 'a', 0o600);
    return new AppendFile(file, goodBytes, afterWrite);
  }

  append(line: string): Promise<void> {
    const current = (this.next ??= batch());
    current.lines.push(line);
    this.running ??= this.drain();
    return current.promise;
  }

  /** Empties the file (after its content was saved elsewhere). Only call from `afterWrite`. */
  async truncate(): Promise<void> {
    await this.file.truncate(0);
    await this.file.sync();
    this.bytes = 0;
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    await this.idle();
    await this.file.close();
  }

  private async drain(): Promise<void> {
    try {
      while (this.next) {
        const current = this.next;
        this.next = null;
        try {
          await this.write(current.lines);
          current.resolve();
        } catch (error) {
          current.reject(error);
          continue;
        }
        await this.afterWrite().catch(() => undefined);
      }
    } finally {
      this.running = null;
    }
  }

  private async write(lines: string[]): Promise<void> {
    if (this.needsRepair) {
      await this.file.truncate(this.bytes);
      this.needsRepair = false;
    }
    const data = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    try {
      await this.file.write(data, 0, data.length);
      await this.file.datasync();
    } catch (error) {
      this.needsRepair = true;
      throw error;
    }
    this.bytes += data.length;
  }
}
