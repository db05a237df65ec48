/**
 * A small disk for tests where a real one cannot be mounted (issue 26, finding 1): node:fs/promises
 * whose `open` hands out file handles that see a disk of `disk.capacity` bytes under `disk.root` (the
 * bytes of the files under it count as used). A write that does not fit writes what fits and returns
 * the short count, as write(2) does on a disk filling up; the next one fails with ENOSPC. With
 * `disk.maxBytesPerWrite` every write is short even with room to spare. The module's `writeFile` writes
 * through such a handle. Outside `disk.root`, and for everything but those writes, the real module answers.
 *
 * Install it in a test file with
 *   vi.mock('node:fs/promises', async (real) => (await import('./support/disk-shim')).shimmedFs(await real()));
 * (the server under test, loaded by that file, then writes through it).
 */
import type * as FsPromises from 'node:fs/promises';
import { resolve, sep } from 'node:path';

type Fs = typeof FsPromises;
type FileHandle = Awaited<ReturnType<Fs['open']>>;

export const disk = {
  /** The directory the small disk holds (null: every write goes to the real disk). */
  root: null as string | null,
  capacity: Infinity,
  maxBytesPerWrite: Infinity,
  /** Writes refused for lack of room (ENOSPC thrown), to check a test really filled the disk. */
  refusals: 0,
  /** Bytes of the files under `root` now (set by shimmedFs). */
  used: async (): Promise<number> => 0,
  reset(): void {
    disk.root = null;
    disk.capacity = Infinity;
    disk.maxBytesPerWrite = Infinity;
    disk.refusals = 0;
  },
};

function noSpace(path: string): NodeJS.ErrnoException {
  disk.refusals += 1;
  return Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
    path,
  });
}

export function shimmedFs(real: Fs): Fs {
  const within = (path: string) => disk.root !== null && resolve(path).startsWith(`${resolve(disk.root)}${sep}`);

  async function bytesUnder(dir: string): Promise<number> {
    let total = 0;
    for (const entry of await real.readdir(dir, { withFileTypes: true })) {
      const path = `${dir}${sep}${entry.name}`;
      if (entry.isDirectory()) total += await bytesUnder(path);
      // A file renamed or removed since the listing (another write's temporary file) takes no room.
      else if (entry.isFile()) total += (await real.stat(path).catch(() => null))?.size ?? 0;
    }
    return total;
  }

  /** Bytes a write may still put down (every write is taken to extend its file). */
  async function room(): Promise<number> {
    return Math.max(0, disk.capacity - (await disk.used()));
  }

  disk.used = () => bytesUnder(resolve(disk.root!));

  function shimmed(handle: FileHandle, path: string): FileHandle {
    const write = async (data: Uint8Array | string, offset = 0, length?: number, position?: number | null) => {
      const buffer = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      const start = typeof data === 'string' ? 0 : offset;
      const wanted = length ?? buffer.byteLength - start;
      const fits = Math.min(wanted, disk.maxBytesPerWrite, await room());
      if (wanted > 0 && fits === 0) throw noSpace(path);
      const { bytesWritten } = await handle.write(buffer, start, fits, position);
      return { bytesWritten, buffer: data };
    };
    // As Node's FileHandle.writeFile: one write after another until every byte is down.
    const writeFile = async (data: Uint8Array | string, options?: BufferEncoding | { encoding?: BufferEncoding }) => {
      const encoding = typeof options === 'string' ? options : (options?.encoding ?? 'utf8');
      const buffer = typeof data === 'string' ? Buffer.from(data, encoding) : data;
      for (let offset = 0; offset < buffer.byteLength; ) {
        offset += (await write(buffer, offset, buffer.byteLength - offset)).bytesWritten;
      }
    };
    return new Proxy(handle, {
      get(target, property) {
        if (property === 'write') return write;
        if (property === 'writeFile') return writeFile;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  const open = (async (path, flags, mode) => {
    const handle = await real.open(path, flags, mode);
    return typeof path === 'string' && within(path) ? shimmed(handle, path) : handle;
  }) as Fs['open'];

  // The module's writeFile, as Node's: open, write every byte through the handle, close.
  const writeFile = (async (path, data, options) => {
    if (typeof path !== 'string' || !within(path) || !(typeof data === 'string' || data instanceof Uint8Array))
      return real.writeFile(path, data, options);
    const flag = (typeof options === 'object' && options?.flag) || 'w';
    const mode = typeof options === 'object' ? options?.mode : undefined;
    const handle = await open(path, flag, mode);
    try {
      await handle.writeFile(data, options);
    } finally {
      await handle.close();
    }
  }) as Fs['writeFile'];

  return { ...real, open, writeFile, default: { ...real, open, writeFile } } as Fs;
}
