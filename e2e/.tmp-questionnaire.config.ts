import base from './playwright.config';
// Local run on this engineer's own ports, never reusing someone else's servers.
const SERVER = 'http://127.0.0.1:5112';
const DEMO = 'http://127.0.0.1:5113/';
export default {
  ...base,
  outputDir: '/tmp/pw-q-results',
  projects: [
    { name: 'server', use: { ...base.projects![0]!.use, baseURL: `${SERVER}/` } },
    { name: 'demo', use: { ...base.projects![1]!.use, baseURL: DEMO } },
  ],
  webServer: (base.webServer as Array<Record<string, unknown>>).map((w) =>
    w.name === 'reference server'
      ? { ...w, url: `${SERVER}/api/`, reuseExistingServer: false, env: { ...(w.env as object), PORT: '5112' } }
      : { ...w, url: DEMO, reuseExistingServer: false, env: { DEMO_PORT: '5113' } },
  ),
};
