import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_PAGES, type DemoPageEntry } from '../web/src/features/demo-pages/registry';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/hold-requests';

/** A number standing on its own in text ('199 €', '€199'), not part of a longer one. */
const amount = (value: number) => new RegExp(`(?<!\\d)${value}(?![\\d.,]\\d)`);

/** Routes are relative to the project's base URL (the demo may live under a base path). */
const relative = (path: string) => `.${path}`;

async function openDemo(page: Page, entry: DemoPageEntry) {
  await page.goto(relative(entry.path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The text of the innermost element of `section` holding both a heading named `name` and a button. */
function cardText(page: Page, sectionId: string, name: string, button: RegExp) {
  return page
    .locator(`[id="${sectionId}"] *`)
    .filter({ has: page.getByRole('heading', { name }) })
    .filter({ has: page.getByRole('button', { name: button }) })
    .last();
}

for (const entry of DEMO_PAGES) {
  test.describe(`demo page ${entry.path} (${entry.label})`, () => {
    test('renders its named sections, a title and the sticky in-page navigation', async ({ page }) => {
      await openDemo(page, entry);
      for (const id of entry.sections) {
        await expect(page.locator(`[id="${id}"]`), `section #${id}`).toHaveCount(1);
        await expect(page.locator(`[id="${id}"]`)).toBeAttached();
      }
      await expect(page).not.toHaveTitle(/^Landing Facile/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      // Every section is reachable from the header: an anchor link per section id.
      const header = page.getByRole('banner');
      for (const id of entry.sections) {
        await expect(header.locator(`a[href="#${id}"]`).first()).toBeAttached();
      }
      await expect(page.getByRole('contentinfo')).toContainText(/P\.? ?IVA/i);
    });

    test('an anchor link scrolls its section into view', async ({ page }) => {
      await openDemo(page, entry);
      const last = entry.sections.at(-1)!;
      await page.getByRole('banner').locator(`a[href="#${last}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`#${last}$`));
      await expect(page.locator(`[id="${last}"]`)).toBeInViewport();
    });

    test('the floating button leads to the prices of the home page', async ({ page }) => {
      await openDemo(page, entry);
      const cta = page.getByTestId('create-landing');
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAccessibleName('Crea la tua landing');
      await cta.click();
      await expect(page).toHaveURL(/\/#prezzi$/);
      await expect(page.locator('#prezzi')).toBeInViewport();
    });

    test('has no serious or critical accessibility violations', async ({ page }) => {
      // Contrast checks over blurred, layered backgrounds are slow on a busy machine.
      test.setTimeout(75_000);
      await openDemo(page, entry);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });

    test('fits a 360 px phone, with the short floating button', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await openDemo(page, entry);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByTestId('create-landing')).toHaveAccessibleName('Crea');
    });

    test('makes no API calls of its own (only the app-wide start and analytics)', async ({ page, apiRequests }) => {
      await openDemo(page, entry);
      const buttons = page.getByRole('main').getByRole('button');
      const count = await buttons.count();
      // Buttons only log: clicking them neither navigates nor calls the API.
      for (let index = 0; index < Math.min(count, 6); index += 1) {
        await buttons.nth(index).click();
      }
      await expect(page).toHaveURL(new RegExp(`${entry.path}(#.*)?$`));
      const own = apiRequests.filter((request) => request.path !== '/' && !request.path.startsWith('/track/'));
      expect(own).toEqual([]);
    });
  });
}

test.describe('demo text claims (SPEC 9)', () => {
  const byPath = (path: string) => DEMO_PAGES.find((entry) => entry.path === path)!;

  test('the spa shows the wellness packages with the SPEC figures and a booking button each', async ({ page }) => {
    await openDemo(page, byPath('/stile10'));
    const packages = page.locator('[id="pacchetti"]');
    await expect(packages.getByRole('heading', { name: 'Pacchetti Wellness' })).toBeVisible();
    const relax = cardText(page, 'pacchetti', 'Giornata Relax', /Prenota Pacchetto/);
    await expect(relax).toContainText('4 ore');
    await expect(relax).toContainText(amount(199));
    await expect(relax).toContainText(amount(249));
    await expect(relax).toContainText(/risparmi[a-z]*\D{0,12}50(?!\d)/i);
    const weekend = cardText(page, 'pacchetti', 'Weekend Benessere', /Prenota Pacchetto/);
    await expect(weekend).toContainText('2 giorni');
    await expect(weekend).toContainText(amount(349));
    await expect(weekend).toContainText(amount(449));
    await expect(weekend).toContainText(/risparmi[a-z]*\D{0,12}100(?!\d)/i);
    await expect(packages.getByRole('button', { name: /Prenota Pacchetto/ })).toHaveCount(2);
    // Each treatment has its own Prenota button, and none of them goes anywhere.
    const treatments = page.locator('[id="trattamenti"]').getByRole('button', { name: /^Prenota/ });
    expect(await treatments.count()).toBeGreaterThanOrEqual(3);
    await treatments.first().click();
    await expect(page).toHaveURL(/\/stile10$/);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(/9[:.]00\s*[-–]\s*19[:.]00/);
    await expect(footer).toContainText(/appuntamento/i);
  });

  test('the psychologist states the free first talk, its length, session length and expected sessions', async ({
    page,
  }) => {
    await openDemo(page, byPath('/template-psicologo'));
    const main = page.getByRole('main');
    await expect(main).toContainText('Primo colloquio gratuito di 30 minuti');
    await expect(main).toContainText('Sedute di circa 50 minuti');
    await expect(main).toContainText('in circa 8-12 sedute');
  });

  test('the trainer shows 60 € one-to-one and 30 € per person in groups of at most 4', async ({ page }) => {
    await openDemo(page, byPath('/template-personal-trainer'));
    const services = page.locator('#servizi');
    await expect(services.getByRole('listitem').filter({ hasText: 'One-to-one' }).first()).toContainText('60 €');
    const group = services.getByRole('listitem').filter({ hasText: 'Small group' }).first();
    await expect(group).toContainText('30 €');
    await expect(group).toContainText('a persona');
    await expect(group).toContainText('Massimo 4 persone');
  });

  test('the law firm offers a free first consultation of 30 minutes', async ({ page }) => {
    await openDemo(page, byPath('/template-studio-legale'));
    await expect(page.getByRole('heading', { name: 'La prima consulenza è gratuita' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Durata 30 minuti');
  });

  test('the eco shop shows the promo code, free shipping, returns, warranty and trial', async ({ page }) => {
    await openDemo(page, byPath('/stile3'));
    const main = page.getByRole('main');
    await expect(main).toContainText('Sconto del 25% sul primo ordine con il codice VERDE25');
    const guarantees = page.locator('#garanzie');
    await expect(guarantees).toContainText('Spedizione gratuita sopra 35 €');
    await expect(guarantees).toContainText('Reso gratuito entro 30 giorni');
    await expect(guarantees).toContainText('Garanzia di 2 anni');
    await expect(guarantees).toContainText('Prova gratuita di 7 giorni');
  });
});

test.describe('prerendered demo pages (scripts/prerender.mjs)', () => {
  test('every demo route arrives as its own HTML: header, hero, sections, title, description and styles', async ({
    request,
  }) => {
    for (const entry of DEMO_PAGES) {
      const response = await request.get(relative(entry.path));
      expect(response.status(), entry.path).toBe(200);
      const html = await response.text();
      expect(html, entry.path).toContain(`data-prerendered="${entry.path}"`);
      expect(html, entry.path).toMatch(/<header[\s>][\s\S]*<h1[\s>][\s\S]*<footer[\s>]/);
      for (const id of entry.sections) expect(html, `${entry.path} #${id}`).toContain(`id="${id}"`);
      expect(html, entry.path).not.toContain('<title>Landing Facile</title>');
      expect(html, entry.path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      // The page's own style sheets are in <head>: styled at first paint, before any JavaScript.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<link rel="stylesheet"/g)?.length ?? 0, entry.path).toBeGreaterThanOrEqual(2);
    }
  });

  for (const path of ['/', '/stile5', '/template-personal-trainer']) {
    test(`${path}: the app's code is requested only once the page has painted, and the page then hydrates`, async ({
      page,
      backend,
      consoleErrors,
    }) => {
      // The browser-only demo starts its backend in the page before hydrating: it loads its code at once.
      test.skip(backend === 'demo', 'the demo build keeps the entry script (scripts/prerender.mjs)');
      await page.goto(relative(path));
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      // Hydrated: React has marked the nodes it took over.
      await expect
        .poll(() =>
          page.evaluate(() => Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__react'))),
        )
        .toBe(true);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        const code = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(?!boot-)[\w-]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime);
        const boot = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/boot-[\w-]+\.js$/.test(entry.name));
        // The chunks the boot script's tag names to preload (one request per task): each asked for once.
        const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]')!;
        const preloads = (tag.dataset.appPreload ?? '').split(' ').filter(Boolean);
        const requests = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
        const preloaded = preloads.map((href) => requests.filter((name) => name === href).length);
        return { paint, first: Math.min(...code), count: code.length, boot: boot.length, preloads, preloaded };
      });
      expect(timing.paint).not.toBeNull();
      expect(timing.boot).toBe(1);
      expect(timing.preloads.length).toBeGreaterThanOrEqual(1);
      expect(timing.preloaded).toEqual(timing.preloads.map(() => 1));
      expect(timing.count).toBeGreaterThan(1);
      expect(timing.first).toBeGreaterThanOrEqual(timing.paint!);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a page whose own chunk cannot load stays as its HTML drew it: readable, its links working', async ({
    page,
  }) => {
    const entry = DEMO_PAGES.find((candidate) => candidate.path === '/stile9')!;
    // The app loads the page's chunk before hydrating (web/src/main.tsx): refused, the app stops there.
    let refused = 0;
    await page.route(new RegExp(`/assets/${entry.slug}-[\\w-]+\\.js$`), (route) => {
      refused += 1;
      return route.abort();
    });
    await page.goto(relative(entry.path));
    await expect.poll(() => refused).toBeGreaterThanOrEqual(1);
    await page.waitForLoadState('networkidle');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(
      false,
    );
    const last = entry.sections.at(-1)!;
    await page.getByRole('banner').locator(`a[href="#${last}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`#${last}$`));
    await expect(page.locator(`[id="${last}"]`)).toBeInViewport();
    await expect(heading).toBeAttached();
  });

  for (const path of ['/stile5', '/template-psicologo']) {
    test(`${path}: the browser hydrates the HTML it received instead of drawing the page again`, async ({
      page,
      consoleErrors,
    }) => {
      // The app's entry is held back until the HTML is on screen and its nodes are marked.
      const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await page.goto(relative(path), { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await heading.evaluate((element) => element.setAttribute('data-before-hydration', ''));
      release();
      // Hydrated: the buttons answer (a demo button logs), on the very nodes the HTML made.
      const button = page.getByRole('main').getByRole('button').first();
      await expect(async () => {
        await button.click();
        expect(logs.some((line) => line.startsWith('[demo] '))).toBe(true);
      }).toPass();
      await expect(heading).toHaveAttribute('data-before-hydration', '');
      expect(consoleErrors).toEqual([]);
    });
  }
});

for (const width of [390, 1280]) {
  test(`${width} px: on first load the floating «Crea» button covers none of the hero's calls to action`, async ({
    page,
  }) => {
    test.slow(); // eighteen pages in one test
    await page.setViewportSize({ width, height: 844 });
    for (const entry of DEMO_PAGES) {
      await openDemo(page, entry);
      const cta = page.getByTestId('create-landing');
      // Once the page is hydrated and its chunks are in (the button's place is then settled).
      await page.waitForLoadState('networkidle');
      // While the button shows, it lies over no part of the hero's calls to action within the screen.
      const covered = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('[data-testid="create-landing"]')!;
        const style = getComputedStyle(button);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) return [];
        const own = button.getBoundingClientRect();
        return Array.from(document.querySelectorAll('#contenuto > :first-child :is(a[href], button)'))
          .filter((action) => {
            const box = action.getBoundingClientRect();
            const top = Math.max(box.top, 0);
            const bottom = Math.min(box.bottom, window.innerHeight);
            return (
              box.width > 0 &&
              top < bottom &&
              box.left < own.right &&
              own.left < box.right &&
              top < own.bottom &&
              own.top < bottom
            );
          })
          .map((action) => action.textContent?.trim());
      });
      expect(covered, `${entry.path}: covered hero actions`).toEqual([]);
      // Past the hero, the button is there.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(cta, entry.path).toBeVisible();
    }
  });
}

test.describe('demo pages before hydration', () => {
  // The prerendered HTML is on screen before React takes over: a visitor's click on a form's button then must
  // not submit the page (it once went to `/stile9?destinazione=…`). Without JavaScript the page stays as it is.
  test.use({ javaScriptEnabled: false });

  for (const entry of DEMO_PAGES.filter((page) => ['/stile9', '/stile7'].includes(page.path))) {
    test(`a click on ${entry.path}'s form buttons before hydration goes nowhere`, async ({ page }) => {
      await page.goto(relative(entry.path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const forms = page.getByRole('main').locator('form');
      let clicked = 0;
      for (let index = 0; index < (await forms.count()); index += 1) {
        const form = forms.nth(index);
        // Required fields would stop the browser before any submission: only a form that could go is tried.
        if ((await form.locator('[required]').count()) > 0) continue;
        await form.locator('button:not([type="button"])').first().click();
        clicked += 1;
      }
      expect(clicked).toBeGreaterThan(0);
      await page.waitForLoadState('load');
      await expect(page).toHaveURL(new RegExp(`${entry.path}(#.*)?$`));
    });
  }
});
