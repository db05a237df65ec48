import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp, REPO_ROOT } from '../src/app';
import { silentLogger } from '../src/logger';
import type { EmbeddedStore } from '../src/storage/embedded-store';
import { BROWSER_UA, makeDataDir, removeDir, startServer, storedEvents } from './helpers';

const track = (url: string, sessionId: string) =>
  fetch(`${url}/api/track/page-view`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER_UA },
    body: JSON.stringify({ page_url: 'https://pizzeria.it/', session_id: sessionId }),
  });

/**
 * Reads the stored events straight from the log's segment files, as a restarted server would: every
 * complete line must be an event (a torn last line, never acknowledged, is ignored).
 */
async function readDb(dataDir: string): Promise<{ events: { id: string; session_id: string }[] }> {
  const dir = join(dataDir, 'log');
  const events: { id: string; session_id: string }[] = [];
  for (const name of (await readdir(dir)).filter((n) => /^\d{8}\.ndjson$/.test(n)).sort()) {
    const lines = (await readFile(join(dir, name), 'utf8')).split('\n');
    lines.pop(); // after the last newline: empty, or a torn write
    for (const line of lines) events.push(JSON.parse(line));
  }
  JSON.parse(await readFile(join(dataDir, 'db.json'), 'utf8'));
  return { events };
}

async function segmentFile(dataDir: string): Promise<string> {
  const names = (await readdir(join(dataDir, 'log'))).filter((n) => n.endsWith('.ndjson'));
  return join(dataDir, 'log', names.sort().at(-1)!);
}

describe('durable storage', () => {
  it('keeps data across a restart', async () => {
    const s = await startServer();
    await track(s.url, 'prima');
    const created = await s.request('POST', '/api/admin/create-client-access', {
      json: { domain: 'pizzeria.it' },
      token: await s.adminToken(),
    });
    await s.close({ keepData: true });
    const again = await startServer({}, s.dataDir);
    try {
      expect((await storedEvents(again.running.store)).map((e) => e.session_id)).toEqual(['prima']);
      const login = await again.request('POST', '/api/client/login', {
        json: { access_token: created.body.access_token },
      });
      expect(login.status).toBe(200);
    } finally {
      await again.close();
      await removeDir(s.dataDir);
    }
  });

  it('shares one append among concurrent requests (group commit), each acknowledged write on disk', async () => {
    const s = await startServer({ trackRateLimitPerMinute: 10_000 });
    try {
      const store = s.running.store as EmbeddedStore;
      const writesBefore = store.writeCount();
      const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => track(s.url, `g${i}`)));
      expect(responses.every((r) => r.status === 202)).toBe(true);
      const writes = store.writeCount() - writesBefore;
      expect(writes).toBeGreaterThan(0);
      expect(writes).toBeLessThan(100);
      const db = await readDb(s.dataDir);
      expect(db.events).toHaveLength(200);
      const text = await readFile(await segmentFile(s.dataDir), 'utf8');
      expect(text.split('\n').filter(Boolean)).toHaveLength(200);
    } finally {
      await s.close();
      await removeDir(s.dataDir);
    }
  });

  it('refuses to start on a corrupt or truncated data file and leaves it untouched', async () => {
    const dataDir = await makeDataDir();
    try {
      const s = await startServer({}, dataDir);
      for (let i = 0; i < 20; i += 1) await track(s.url, `t${i}`);
      await s.close();
      const size = (await stat(join(dataDir, 'db.json'))).size;
      await truncate(join(dataDir, 'db.json'), Math.floor(size / 2));
      const truncated = await readFile(join(dataDir, 'db.json'), 'utf8');
      await expect(createApp({ dataDir, logger: silentLogger })).rejects.toThrow(/danneggiato o troncato/);
      expect(await readFile(join(dataDir, 'db.json'), 'utf8')).toBe(truncated);
      await writeFile(join(dataDir, 'db.json'), '{"qualcosa":"altro"}');
      await expect(createApp({ dataDir, logger: silentLogger })).rejects.toThrow(/struttura attesa/);
      await writeFile(join(dataDir, 'db.json'), '');
      await expect(createApp({ dataDir, logger: silentLogger })).rejects.toThrow(/danneggiato o troncato/);
    } finally {
      await removeDir(dataDir);
    }
  });

  it('refuses to start on a damaged event segment, naming it; a torn last line is cut off', async () => {
    const dataDir = await makeDataDir();
    try {
      const s = await startServer({}, dataDir);
      for (let i = 0; i < 20; i += 1) await track(s.url, `d${i}`);
      await s.close({ keepData: true });
      const file = await segmentFile(dataDir);
      const text = await readFile(file, 'utf8');
      // A write cut short by a crash (never acknowledged): the server starts and drops only that line.
      await writeFile(file, `${text}{"id":"mezzo","ty`);
      const again = await startServer({}, dataDir);
      expect(await again.running.store.countEvents()).toBe(20);
      await again.close({ keepData: true });
      expect(await readFile(file, 'utf8')).toBe(text);
      // A damaged line among complete ones is damage, not a torn write: start-up stops and names the file.
      const lines = text.split('\n');
      lines[5] = lines[5]!.slice(0, 10);
      await writeFile(file, lines.join('\n'));
      await expect(createApp({ dataDir, logger: silentLogger })).rejects.toThrow(
        new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*riga 6`),
      );
    } finally {
      await removeDir(dataDir);
    }
  });

  it('refuses a second server on the same DATA_DIR', async () => {
    const s = await startServer();
    try {
      await expect(createApp({ dataDir: s.dataDir, logger: silentLogger })).rejects.toThrow(
        /sta già usando questa cartella/,
      );
    } finally {
      await s.close();
      await removeDir(s.dataDir);
    }
  });
});

function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference-server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'una-password-di-prova-lunga',
      LOG_REQUESTS: 'false',
      TRACK_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /in ascolto su (http:\/\/[^\s]+)/.exec(output);
      if (m) resolve({ child, url: m[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Sends page views from `workers` parallel loops until stopped; returns the acknowledged session ids. */
function flood(url: string, workers: number) {
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const id = `f${(n += 1)}`;
      try {
        const r = await track(url, id);
        if (r.status === 202 && (await r.json()).accepted === true) acknowledged.push(id);
      } catch {
        return;
      }
    }
  });
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('crash safety (server in a child process)', () => {
  it('kill -9 during a write flood leaves a parseable file holding every acknowledged event', async () => {
    const dataDir = await makeDataDir();
    try {
      const { child, url } = await startChild(dataDir);
      const f = flood(url, 16);
      // Kill once a good number of writes went through (time-based waits are unreliable on a busy machine).
      await until(() => f.acknowledged.length >= 150, 30_000);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      await f.stop();
      expect(f.acknowledged.length).toBeGreaterThanOrEqual(150);
      const db = await readDb(dataDir);
      const stored = new Set(db.events.map((e) => e.session_id));
      const lost = f.acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      // The killed server left its lock behind; a new one takes it over and reads the same data.
      const again = await createApp({
        dataDir,
        logger: silentLogger,
        adminPassword: 'una-password-di-prova-lunga',
        scryptCost: 1024,
      });
      expect(await again.store.countEvents()).toBe(db.events.length);
      await again.close();
    } finally {
      await removeDir(dataDir);
    }
  }, 60_000);

  it('SIGTERM finishes in-flight writes and exits cleanly', async () => {
    const dataDir = await makeDataDir();
    try {
      const { child, url } = await startChild(dataDir);
      const f = flood(url, 8);
      await until(() => f.acknowledged.length >= 50, 30_000);
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await f.stop();
      const db = await readDb(dataDir);
      const stored = new Set(db.events.map((e) => e.session_id));
      expect(f.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      await expect(stat(join(dataDir, 'server.lock'))).rejects.toThrow();
    } finally {
      await removeDir(dataDir);
    }
  }, 60_000);
});
