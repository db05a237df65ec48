/**
 * One append-only file with group commit: lines gathered while a write runs go out together in the
 * next write, each followed by fdatasync before its callers are answered. A write puts every byte
 * down or fails (disk-writes.ts); a failed write fails only the lines it carried, and the file is cut
 * back to its acknowledged length at once (or before the next write, if the disk refuses even that),
 * so a torn tail never stays behind. Opening cuts off a torn tail a crash left.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { cutBack, writeAll } from './disk-writes';
import { GroupCommit } from './group-commit';

interface Line {
  text: string;
  /** Runs once the line is on disk, before its caller is answered and before `afterWrite`. */
  written?: () => void;
}

export class AppendFile {
  private readonly commits: GroupCommit<Line>;
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

  /** Opens (creating) the file; whatever follows its first `goodBytes` bytes (a torn line) is cut off. */
  static async open(
    path: string,
    goodBytes: number,
    afterWrite: () => Promise<void> = async () => {},
  ): Promise<AppendFile> {
    const file = await open(path, 'a', 0o600);
    try {
      return new AppendFile(file, await cutBack(file, goodBytes), afterWrite);
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  /**
   * Appends one line; resolves once it is on disk. `written` runs as soon as the line is down, before
   * anything else can happen to the file (e.g. compaction snapshotting what `written` changes).
   */
  append(line: string, written?: () => void): Promise<void> {
    return this.commits.add({ text: line, written });
  }

  /** Empties the file (after its content was saved elsewhere). Only call from `afterWrite`. */
  async truncate(): Promise<void> {
    await this.file.truncate(0);
    this.bytes = 0; // as soon as the file is empty: a later repair must never cut below what is there
    await this.file.sync();
  }

  idle(): Promise<void> {
    return this.commits.idle();
  }

  async close(): Promise<void> {
    await this.idle();
    await this.file.close();
  }

  private async write(lines: Line[]): Promise<void> {
    if (this.needsRepair) await this.repair();
    const data = Buffer.from(`${lines.map((l) => l.text).join('\n')}\n`, 'utf8');
    try {
      await writeAll(this.file, data);
      await this.file.datasync();
    } catch (error) {
      this.needsRepair = true;
      await this.repair().catch(() => undefined); // tried again before the next write
      throw error;
    }
    this.bytes += data.length;
    for (const line of lines) line.written?.();
  }

  private async repair(): Promise<void> {
    this.bytes = await cutBack(this.file, this.bytes);
    this.needsRepair = false;
  }
}
