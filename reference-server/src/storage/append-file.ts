/**
 * One append-only file with group commit: lines gathered while a write runs go out together in the
 * next write, each followed by fdatasync before its callers are answered. A failed write fails only
 * the lines it carried; the file is cut back to its last good length before the next write (retried
 * until the disk allows it), so a torn tail never stays behind.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { GroupCommit } from './group-commit';

export class AppendFile {
  private readonly commits: GroupCommit<string>;
  private needsRepair = false;

  private constructor(
    private file: FileHandle,
    /** Bytes of complete, acknowledged lines. */
    public bytes: number,
    /** Runs after each successful write, before the next one starts (compaction). */
    afterWrite: () => Promise<void>,
  ) {
    this.commits = new GroupCommit((lines) => this.write(lines), afterWrite);
  }

  static async open(
    path: string,
    goodBytes: number,
    afterWrite: () => Promise<void> = async () => {},
  ): Promise<AppendFile> {
    const file = await open(path, 'a', 0o600);
    return new AppendFile(file, goodBytes, afterWrite);
  }

  append(line: string): Promise<void> {
    return this.commits.add(line);
  }

  /** Empties the file (after its content was saved elsewhere). Only call from `afterWrite`. */
  async truncate(): Promise<void> {
    await this.file.truncate(0);
    await this.file.sync();
    this.bytes = 0;
  }

  idle(): Promise<void> {
    return this.commits.idle();
  }

  async close(): Promise<void> {
    await this.idle();
    await this.file.close();
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
