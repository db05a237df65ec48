/**
 * The full-disk run of issue 26 (finding 1) on a real file system: DATA_DIR on a 1 MB tmpfs, filled
 * while the server chats and tracks. Mounting needs root (CAP_SYS_ADMIN); where it is not allowed the
 * test is skipped, saying so, and full-disk.test.ts runs the same scenario through a shim.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { fullDiskScenario } from './support/full-disk-scenario';

/** Mounts a tmpfs of `size` on `dir`; returns why not when this machine does not allow it. */
function mountTmpfs(dir: string, size: string): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return stderr || (error as Error).message;
  }
}

describe('a full disk (a real 1 MB tmpfs)', () => {
  it('writes get 503 with Retry-After, nothing acknowledged is lost, the server restarts full and resumes when space returns', async (ctx) => {
    const mountPoint = await mkdtemp(join(tmpdir(), 'landing-facile-tmpfs-'));
    const refusal = mountTmpfs(mountPoint, '1m');
    if (refusal !== null) {
      await rm(mountPoint, { recursive: true, force: true });
      ctx.skip(`mounting a tmpfs is not allowed here (${refusal}); full-disk.test.ts covers it through a shim`);
    }
    const dataDir = join(mountPoint, 'data');
    const filler = join(mountPoint, 'riempitivo');
    try {
      await mkdir(dataDir, { mode: 0o700 });
      await fullDiskScenario(dataDir, {
        async leaveRoom(bytes) {
          await rm(filler, { force: true });
          const { bavail, bsize } = await statfs(mountPoint);
          await writeFile(filler, Buffer.alloc(Math.max(0, bavail * bsize - bytes)));
        },
        async freeSpace() {
          await rm(filler, { force: true });
        },
      });
    } finally {
      execFileSync('umount', ['--lazy', mountPoint]);
      await rm(mountPoint, { recursive: true, force: true });
    }
  }, 60_000);
});
