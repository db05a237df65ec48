/**
 * A full disk loses nothing acknowledged and never keeps the server down (issue 26, finding 1), through
 * a file-system shim that gives short writes and ENOSPC as a disk filling up does (support/disk-shim.ts).
 * The same run on a real tmpfs is full-disk-tmpfs.test.ts, where mounting is allowed.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitingOrder, createdEntry } from '@core/backend/testing/orders';
import { resolveDateRange } from '@core/dates';
import { createApp } from '../src/app';
import { silentLogger } from '../src/logger';
import type { Screenshotter } from '../src/preview/screenshot';
import { openEmbeddedOrders } from '../src/storage/embedded-orders';
import { openEmbeddedStore } from '../src/storage/embedded-store';
import { DurableJsonFile } from '../src/storage/json-file-adapter';
import { makeDataDir, pageViewEvent, removeDir, startServer } from './helpers';
import { disk } from './support/disk-shim';
import { fullDiskScenario } from './support/full-disk-scenario';

vi.mock('node:fs/promises', async (real) => (await import('./support/disk-shim')).shimmedFs(await real()));

afterEach(() => disk.reset());

/** Runs `test` on a fresh data directory that the shim's small disk holds. */
async function onSmallDisk(test: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = await makeDataDir();
  disk.root = dataDir;
  try {
    await test(dataDir);
  } finally {
    await removeDir(dataDir);
  }
}

/** Every complete line of the files under `dir` (the torn tail, if any, is the last element). */
async function linesUnder(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).sort();
  return (await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')))).join('').split('\n');
}

/** An order of a completed questionnaire, awaiting payment, with its `created` entry. */
const newOrder = (id: string) => [awaitingOrder(id), createdEntry(id)] as const;

describe('a full disk (file-system shim)', () => {
  it(
    'writes get 503 with Retry-After, nothing acknowledged is lost, the server restarts full and resumes when space returns',
    () =>
      onSmallDisk(async (dataDir) => {
        await fullDiskScenario(dataDir, {
          leaveRoom: async (bytes) => {
            disk.capacity = (await disk.used()) + bytes;
          },
          freeSpace: async () => {
            disk.capacity = Infinity;
          },
        });
        expect(disk.refusals).toBeGreaterThan(0);
      }),
    60_000,
  );

  it('short writes with room to spare are written until every byte is down', () =>
    onSmallDisk(async (dataDir) => {
      disk.maxBytesPerWrite = 7;
      const s = await startServer({ trackRateLimitPerMinute: 1_000_000 }, dataDir);
      const sessions = Array.from({ length: 30 }, (_, i) => `breve${i}`);
      const answers = await Promise.all(
        sessions.map((session_id) =>
          s.request('POST', '/api/track/page-view', { json: { page_url: 'https://pizzeria.it/', session_id } }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(sessions.map(() => 202));
      await s.request('POST', '/api/questionnaire/start', { json: { session_id: 'sess_breve', plan_type: 'basic' } });
      const content = 'Pizzeria Da Gennaro, '.repeat(90);
      expect(
        (await s.request('POST', '/api/questionnaire/chat/sess_breve', { json: { role: 'user', content } })).status,
      ).toBe(200);
      await s.close({ keepData: true });

      const lines = await linesUnder(join(dataDir, 'log'));
      expect(lines.pop()).toBe('');
      expect(lines.map((l) => JSON.parse(l).session_id).sort()).toEqual([...sessions].sort());
      const again = await startServer({}, dataDir);
      expect(await again.running.store.countEvents()).toBe(30);
      const q = await again.running.store.getQuestionnaireBySession('sess_breve');
      expect(q?.messages.some((m) => m.role === 'user' && m.content === content)).toBe(true);
      await again.close();
    }));

  it('a commit that does not fit fails alone, is cut back to the last whole line, and a later one succeeds', () =>
    onSmallDisk(async (dataDir) => {
      const store = await openEmbeddedStore(dataDir);
      await store.appendEvent(pageViewEvent(1));
      // Room for part of the next line only: the write puts down what fits, then the disk refuses.
      disk.capacity = (await disk.used()) + 40;
      await expect(store.appendEvent(pageViewEvent(2))).rejects.toMatchObject({
        status: 503,
        headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
      });
      expect(await store.countEvents()).toBe(1);
      const stats = await store.stats(null, resolveDateRange(), Date.UTC(2026, 3, 2));
      expect(stats.total_page_views).toBe(1);
      const afterRefusal = await linesUnder(join(dataDir, 'log'));
      expect(afterRefusal.map((l) => (l ? JSON.parse(l).id : l))).toEqual(['e1', '']);
      disk.capacity = Infinity;
      await store.appendEvent(pageViewEvent(3));
      expect(await store.countEvents()).toBe(2);
      await store.close();
      const again = await openEmbeddedStore(dataDir);
      expect(await again.countEvents()).toBe(2);
      await again.close();
    }));

  it('a commit refused as it starts a new segment leaves that segment empty; the log goes on in it once space returns', () =>
    onSmallDisk(async (dataDir) => {
      const store = await openEmbeddedStore(dataDir, { segmentMaxBytes: 1000 });
      const first = join(dataDir, 'log', '00000001.ndjson');
      const lineBytes = Buffer.byteLength(`${JSON.stringify(pageViewEvent(1))}\n`);
      let acknowledged = 0;
      // Up to the last event the first segment takes: the next commit starts the second one.
      while ((await stat(first).catch(() => ({ size: 0 }))).size + lineBytes <= 1000) {
        await store.appendEvent(pageViewEvent((acknowledged += 1)));
      }
      disk.capacity = (await disk.used()) + 10;
      for (let n = 0; n < 3; n += 1) {
        await expect(store.appendEvent(pageViewEvent(100 + n))).rejects.toMatchObject({ status: 503 });
      }
      expect(await readdir(join(dataDir, 'log'))).toEqual(['00000001.ndjson', '00000002.ndjson']);
      expect((await stat(join(dataDir, 'log', '00000002.ndjson'))).size).toBe(0);
      expect(await store.countEvents()).toBe(acknowledged);
      disk.capacity = Infinity;
      await store.appendEvent(pageViewEvent(200));
      await store.close();
      const ids = (await linesUnder(join(dataDir, 'log'))).filter(Boolean).map((l) => JSON.parse(l).id);
      expect(ids).toEqual([...Array.from({ length: acknowledged }, (_, k) => `e${k + 1}`), 'e200']);
      const again = await openEmbeddedStore(dataDir, { segmentMaxBytes: 1000 });
      expect(await again.countEvents()).toBe(acknowledged + 1);
      await again.close();
    }));

  it('a snapshot (db.json) that does not fit leaves the old one whole and no temporary file behind', () =>
    onSmallDisk(async (dataDir) => {
      const path = join(dataDir, 'db.json');
      const file = new DurableJsonFile<{ text: string }>(path, (_v): _v is { text: string } => true);
      await file.write({ text: 'prima' });
      disk.capacity = (await disk.used()) + 100;
      await expect(file.write({ text: 'x'.repeat(1000) })).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(await readdir(dataDir)).toEqual(['db.json']);
      expect(await file.read()).toEqual({ text: 'prima' });
    }));

  it('a first start that cannot write its JWT secret says the disk is full and leaves no secret behind; a later start makes one', () =>
    onSmallDisk(async (dataDir) => {
      disk.capacity = 10;
      await expect(createApp({ dataDir, logger: silentLogger })).rejects.toThrow(/è pieno/);
      expect((await readdir(dataDir)).filter((n) => n.includes('jwt-secret'))).toEqual([]);
      disk.capacity = Infinity;
      // An empty secret file, as an earlier version left on a full disk, never signed anything: replaced.
      await writeFile(join(dataDir, 'jwt-secret'), '');
      const s = await startServer({}, dataDir);
      await s.close({ keepData: true });
      expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    }));
  it('orders: a change that does not fit gets 503 and changes nothing; a start on the full disk keeps the journal; space back, it goes through', () =>
    onSmallDisk(async (dataDir) => {
      const open = async () => {
        const store = await openEmbeddedStore(dataDir);
        return { store, orders: await openEmbeddedOrders(dataDir, store) };
      };
      const ids = async (orders: Awaited<ReturnType<typeof open>>['orders']) =>
        (await orders.listOrders()).map((o) => o.order_id).sort();
      let opened = await open();
      await opened.orders.createOrder(...newOrder('ord_primo'));
      disk.capacity = (await disk.used()) + 40;
      await expect(opened.orders.createOrder(...newOrder('ord_secondo'))).rejects.toMatchObject({
        status: 503,
        headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
      });
      expect(await ids(opened.orders)).toEqual(['ord_primo']);
      expect(await opened.orders.listOrderEvents('ord_secondo')).toEqual([]);
      await opened.orders.close();
      await opened.store.close();

      // The first order is in the journal only (the start-up snapshot did not fit): the start goes on.
      opened = await open();
      expect(await ids(opened.orders)).toEqual(['ord_primo']);
      await expect(opened.orders.createOrder(...newOrder('ord_secondo'))).rejects.toMatchObject({ status: 503 });
      disk.capacity = Infinity;
      await opened.orders.createOrder(...newOrder('ord_secondo'));
      await opened.orders.close();
      await opened.store.close();
      const lines = (await readFile(join(dataDir, 'orders.ndjson'), 'utf8')).split('\n');
      expect(lines.pop()).toBe('');
      expect(lines.map((l) => JSON.parse(l).order.order_id)).toEqual(['ord_primo', 'ord_secondo']);
      opened = await open();
      expect(await ids(opened.orders)).toEqual(['ord_primo', 'ord_secondo']);
      await opened.orders.close();
      await opened.store.close();
    }));

  it('a logout the disk cannot keep gets 503 with Retry-After, its token is refused at once, and it is kept with the next write', () =>
    onSmallDisk(async (dataDir) => {
      let s = await startServer({}, dataDir);
      const client = await s.createClient({ domain: 'pizzeria.it' });
      const login = async () =>
        (await s.request('POST', '/api/client/login', { json: { access_token: client.accessToken } })).body
          .access_token as string;
      const stats = (token: string) => s.request('GET', '/api/client/stats', { token });
      const other = await login();
      disk.capacity = await disk.used();
      const refused = await s.request('POST', '/api/client/logout', { token: client.session });
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await stats(client.session)).status).toBe(401);
      expect((await stats(other)).status).toBe(200);
      expect((await readdir(dataDir)).filter((n) => n.includes('ended-sessions'))).toEqual([]);

      disk.capacity = Infinity;
      expect((await s.request('POST', '/api/client/logout', { token: other })).status).toBe(204);
      const kept = JSON.parse(await readFile(join(dataDir, 'ended-sessions.json'), 'utf8'));
      expect(Object.keys(kept)).toHaveLength(2);
      await s.close({ keepData: true });
      s = await startServer({}, dataDir);
      expect((await stats(client.session)).status).toBe(401);
      expect((await stats(other)).status).toBe(401);
      await s.close({ keepData: true });
    }));

  it('a screenshot the disk cannot keep is still shown, leaves no file behind, and is kept once space returns', () =>
    onSmallDisk(async (dataDir) => {
      const site = createServer((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY' });
        response.end('<!doctype html><title>Pizzeria</title>');
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      const taken: string[] = [];
      const screenshotter: Screenshotter = async ({ url }) => {
        taken.push(url.pathname);
        const jpeg = Buffer.alloc(5_000, taken.length);
        jpeg.set([0xff, 0xd8]);
        return { jpeg, height: 900 };
      };
      const s = await startServer({ preview: { testHosts: { 'pizzeria.it': '127.0.0.1' }, screenshotter } }, dataDir);
      try {
        const { session } = await s.createClient({ domain: 'pizzeria.it', plan: 'pro' });
        const page = `http://pizzeria.it:${(site.address() as AddressInfo).port}/menu`;
        const ask = async () =>
          (
            await s.request('GET', `/api/client/heatmap/preview?page_url=${encodeURIComponent(page)}`, {
              token: session,
            })
          ).body;
        const previews = async () => (await readdir(join(dataDir, 'previews')).catch(() => [])).sort();

        disk.capacity = (await disk.used()) + 1_000;
        expect(await ask()).toMatchObject({ mode: 'image', page_height: 900 });
        expect(disk.refusals).toBeGreaterThan(0);
        expect(await previews()).toEqual([]);

        disk.capacity = Infinity;
        expect(await ask()).toMatchObject({ mode: 'image' });
        expect(await previews()).toEqual([expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.json$/)]);
        expect(await ask()).toMatchObject({ mode: 'image' });
        expect(taken).toEqual(['/menu', '/menu']);
      } finally {
        await s.close({ keepData: true });
        await new Promise((resolve) => site.close(resolve));
      }
    }));
});
