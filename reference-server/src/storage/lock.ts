/**
 * One server per DATA_DIR: a lock file holding the owner's pid, created exclusively. A lock left by a
 * process that no longer runs (killed with -9) is taken over; a live owner makes start-up fail.
 */
import { open, readFile, rm } from 'node:fs/promises';

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

export interface DirLock {
  release(): Promise<void>;
}

export async function lockDataDir(lockPath: string): Promise<DirLock> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const file = await open(lockPath, 'wx', 0o600);
      await file.writeFile(`${process.pid}\n`);
      await file.sync();
      await file.close();
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
      const owner = Number.parseInt((await readFile(lockPath, 'utf8').catch(() => '')).trim(), 10);
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
