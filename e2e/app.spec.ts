import { apiPathOf, expect, test } from './support/fixtures';

test.describe('app start', () => {
  test('the app loads and announces itself with GET /api/', async ({ page, backend, apiRequests }) => {
    const appInfo = page.waitForResponse(
      (response) => response.request().method() === 'GET' && apiPathOf(response.url()) === '/',
    );
    await page.goto('./');
    const response = await appInfo;

    expect(response.status()).toBe(200);
    const body = (await response.json()) as { message: string; settings: { demo_mode: boolean } };
    expect(body.message).toBeTruthy();
    // The demo's answers come from the service worker inside the browser, the server's over the network.
    expect(body.settings.demo_mode).toBe(backend === 'demo');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(apiRequests.filter((request) => request.path === '/')).toHaveLength(1);
  });
});

test.describe('admin login', () => {
  test('the admin logs in with the form on /admin', async ({ page, adminCredentials }) => {
    await page.goto('admin');
    await page.getByLabel('Username').fill(adminCredentials.username);
    await page.getByLabel('Password').fill(adminCredentials.password);
    const login = page.waitForResponse((response) => apiPathOf(response.url()) === '/admin/login');
    await page.getByRole('button', { name: 'Accedi' }).click();
    expect((await login).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Dashboard Amministratore' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('the admin logs in through the API and reads the stats', async ({
    page,
    openApp,
    loginAdmin,
    backend,
    baseURL,
  }) => {
    await openApp();
    const token = await loginAdmin();

    const stats = await page.evaluate(
      async ({ url, bearer }) => {
        const response = await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } });
        return { status: response.status, body: (await response.json()) as { total_page_views: number } };
      },
      { url: new URL('api/admin/stats', baseURL).toString(), bearer: token },
    );
    expect(stats.status).toBe(200);
    if (backend === 'demo') expect(stats.body.total_page_views).toBeGreaterThan(1000);
    else expect(stats.body.total_page_views).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBe(token);
  });

  test('a wrong password is refused with 401', async ({ page, openApp, adminCredentials, baseURL }) => {
    await openApp();
    const status = await page.evaluate(
      async ({ url, username }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password: 'password-sbagliata' }),
        });
        return response.status;
      },
      { url: new URL('api/admin/login', baseURL).toString(), username: adminCredentials.username },
    );
    expect(status).toBe(401);
  });
});
