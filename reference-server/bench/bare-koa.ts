/** The ceiling for the benchmark: a Koa app with one JSON endpoint and nothing else. */
import Koa from 'koa';
import type { AddressInfo } from 'node:net';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { message: 'ok' };
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`in ascolto su http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
