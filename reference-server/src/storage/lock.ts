/**
 * One server per DATA_DIR: a lock created exclusively, naming the owner's pid. A lock left by a process
 * that no longer runs (killed with -9) is taken over; a live owner makes start-up fail.
 *
 * The lock is a symbolic link whose target is the pid: creating it is atomic and exclusive like
 * open(O_EXCL), and a short link lives in the inode, so a server can start on a full disk (it serves
 * what it has and answers writes with 503) where writing a pid into a file would fail. A lock file
 * written by an earlier version (the pid as its content) is still read.
 */
import { readFile, readlink, rm, symlink } from 'node:fs/promises';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock names (NaN when it names none). */
async function ownerOf(lockPath: string): Promise<number> {
  const target = await readlink(lockPath).catch(() => readFile(lockPath, 'utf8').catch(() => ''));
  return Number.parseInt(target.trim(), 10);
}

export interface DirLock {
  release(): Promise<void>;
}

export async function lockDataDir(lockPath: string): Promise<DirLock> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await symlink(String(process.pid), lockPath);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await ownerOf(lockPath);
      if (isRunning(owner)) {
        throw new DataDirLockedError(
          `Un altro server (pid ${owner}) sta già usando questa cartella dei dati (${lockPath}). ` +
            'Fermalo prima di avviarne un secondo: due processi sullo stesso file perderebbero dati.',
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Impossibile ottenere il lock ${lockPath}.`);
}
