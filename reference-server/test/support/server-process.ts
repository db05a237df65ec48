/** The real server in a child process (`node --import tsx reference-server/src/main.ts`), for tests that kill it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../src/app';
import { BROWSER_UA } from '../helpers';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference-server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: 'false', TRACK_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const m = /in ascolto su (http:\/\/[^\s]+)/.exec(output);
      if (m) resolve({ child, url: m[1]!, exited });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

export function trackPageView(url: string, sessionId: string, pageUrl = 'https://pizzeria.it/'): Promise<Response> {
  return fetch(`${url}/api/track/page-view`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER_UA },
    body: JSON.stringify({ page_url: pageUrl, session_id: sessionId }),
  });
}

export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends page views from `workers` parallel loops until stopped; collects the acknowledged session ids. */
export function flood(url: string, workers: number) {
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const id = `f${(n += 1)}`;
      try {
        const r = await trackPageView(url, id);
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
