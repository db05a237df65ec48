/**
 * The heatmap preview in a network namespace of its own, configured as in production (no test host map):
 * a client's DNS pointing at 169.254.169.254 or 127.0.0.1 gets `internal_address` and those services see no
 * connection, and a page at a public address is photographed while nothing in it reaches them
 * (scripts/check-preview-network.sh, which operators can run as it is). Skipped where unprivileged user and
 * network namespaces are not allowed; heatmap-preview.test.ts checks the same on loopback through its
 * own DNS server.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-preview-network.sh', import.meta.url));
const NAMESPACES =
  spawnSync('unshare', ['--user', '--map-root-user', '--net', 'ip', 'link', 'set', 'lo', 'up']).status === 0;

describe('heatmap preview in a network of its own', () => {
  it.skipIf(!NAMESPACES)(
    'refuses the metadata and loopback addresses a client’s DNS names, and lets a photographed page reach neither',
    { timeout: 180_000 },
    () => {
      const run = spawnSync(SCRIPT, { encoding: 'utf8', timeout: 170_000 });
      expect(run.stderr).toBe('');
      const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
      expect(report).toMatchObject({
        'metadati-cliente.it': 'internal_address',
        'loopback-cliente.it': 'internal_address',
        metadata: [],
        loopback80: [],
        loopback9999: [],
      });
      if (report.withChromium) expect(report['negozio-pubblico.it']).toMatch(/^image \d+ px$/);
      expect(report.passed).toBe(true);
      expect(run.status).toBe(0);
    },
  );
});
