// `npm start`: builds the web app when dist/index.html is missing, then runs the reference server
// (TypeScript through tsx) in this process's place: signals and the exit code pass straight through.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.log("dist/index.html non trovato: compilo l'app web (npm run build)...");
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error("Compilazione dell'app web non riuscita.");
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', 'reference-server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
