/**
 * The Pro heatmap draws over the page it measures. In the browser-only demo each sample customer's site is
 * one of the product's demo pages (mock/seed/demo-sites.ts): the panel frames that page at the device's
 * width, scaled to the panel, and the seed's clicks were placed on its real buttons, so the hottest spot sits
 * on the page's most-clicked element. Checked at 1280 px (desktop map) and 390 px (phone map).
 */
import type { Page } from '@playwright/test';
import { DEMO_CLIENT_TOKENS } from '../mock/seed/credentials';
import { expect, test } from './support/fixtures';

const TRACKED = 'a,button,[role=button],input[type=button],input[type=submit],.trackable,[data-track]';

async function loginPizzeria(page: Page, openApp: (path?: string) => Promise<void>) {
  await openApp('login');
  await page.getByLabel('Access Token').fill(DEMO_CLIENT_TOKENS.pizzeria);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** The most-clicked element of the site, as the client's own stats list it. */
async function mostClickedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch(new URL('api/client/stats', document.baseURI), {
      headers: { Authorization: `Bearer ${localStorage.getItem('client_token')}` },
    });
    const stats = (await response.json()) as { most_clicked_elements: { element_text: string }[] };
    return stats.most_clicked_elements[0]!.element_text;
  });
}

/** The pizzeria's map for `device` at the viewport's width, with the framed page in place. */
async function openPizzeriaMap(
  page: Page,
  openApp: (path?: string) => Promise<void>,
  { viewport, device, label }: { viewport: { width: number; height: number }; device: string; label: string },
) {
  await page.setViewportSize(viewport);
  await loginPizzeria(page, openApp);
  const panel = page.getByTestId('heatmap-panel');
  await expect(panel).toBeVisible();
  // The map opens on the page's busiest device (phones, in the seed): the device is picked explicitly.
  await panel.getByLabel('Dispositivo').selectOption({ label });
  const frameElement = panel.locator(`[data-testid="heatmap-page"][data-mode="iframe"]`);
  await expect(frameElement).toBeVisible();
  await expect(frameElement).toHaveAttribute('width', device === 'desktop' ? '1280' : '390');
  return { panel, frameElement };
}

for (const { viewport, device, label } of [
  { viewport: { width: 1280, height: 900 }, device: 'desktop', label: 'Desktop' },
  { viewport: { width: 390, height: 844 }, device: 'phone', label: 'Smartphone' },
] as const) {
  test(`${viewport.width} px: the ${device} heatmap shows the demo page under the spots, the hottest on the most-clicked element`, async ({
    page,
    backend,
    openApp,
  }) => {
    test.skip(backend !== 'demo', 'the sample customers and their pages exist only in the demo');
    const { panel, frameElement } = await openPizzeriaMap(page, openApp, { viewport, device, label });
    const frame = frameElement.contentFrame();
    // The restaurant demo page, the pizzeria's site in the demo.
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Prenota un tavolo' }).first()).toBeVisible();

    // The page is scaled to the panel: its drawn width is the stage's width (or its own when narrower).
    const stage = await panel.getByTestId('heatmap-canvas').evaluate((canvas) => ({
      scale: Number(canvas.getAttribute('data-scale')),
      drawn: canvas.getBoundingClientRect().width,
      room: canvas.closest('[data-testid="heatmap-stage"]')!.clientWidth,
    }));
    expect(stage.drawn).toBeCloseTo(Math.min(stage.room, device === 'desktop' ? 1280 : 390), 0);
    if (device === 'desktop') {
      // Resized, the page and its spots are scaled again together (ResizeObserver): same fit, new scale.
      await page.setViewportSize({ width: 1000, height: viewport.height });
      await expect
        .poll(() =>
          panel.getByTestId('heatmap-canvas').evaluate((canvas, before) => {
            const room = canvas.closest('[data-testid="heatmap-stage"]')!.clientWidth;
            const frame = canvas.querySelector('iframe')!.getBoundingClientRect().width;
            const overlay = canvas.querySelector('svg')!.getBoundingClientRect().width;
            return (
              Math.abs(frame - room) < 1 &&
              Math.abs(overlay - room) < 1 &&
              Number(canvas.getAttribute('data-scale')) < before
            );
          }, stage.scale),
        )
        .toBe(true);
      await page.setViewportSize(viewport);
    }

    // The hottest spot, in page pixels.
    const spots = panel.getByTestId('heatmap-overlay').locator('circle');
    await expect(spots.first()).toBeAttached();
    const hottest = await spots.evaluateAll((circles) => {
      const best = circles.reduce((a, b) =>
        Number(b.getAttribute('data-count')) > Number(a.getAttribute('data-count')) ? b : a,
      );
      return {
        x: Number(best.getAttribute('cx')),
        y: Number(best.getAttribute('cy')),
        r: Number(best.getAttribute('r')),
      };
    });

    // The element there, in the framed page, is the one visitors click most.
    const expected = await mostClickedText(page);
    const boxes = await frame.locator(TRACKED).evaluateAll(
      (elements, text) =>
        elements
          .filter((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim() === text)
          .map((element) => {
            const box = element.getBoundingClientRect();
            return {
              left: box.left + scrollX,
              top: box.top + scrollY,
              right: box.right + scrollX,
              bottom: box.bottom + scrollY,
            };
          }),
      expected,
    );
    expect(boxes.length).toBeGreaterThan(0);
    // A spot is one grid cell (1/20 of the width by 50 px): its centre lies within half a cell of the element.
    const halfCell = { x: (device === 'desktop' ? 1280 : 390) / 40, y: 25 };
    const under = boxes.some(
      (box) =>
        hottest.x >= box.left - halfCell.x &&
        hottest.x <= box.right + halfCell.x &&
        hottest.y >= box.top - halfCell.y &&
        hottest.y <= box.bottom + halfCell.y,
    );
    expect(
      under,
      `hottest spot at ${hottest.x},${hottest.y} should be on «${expected}» (${JSON.stringify(boxes)})`,
    ).toBe(true);

    if (process.env.HEATMAP_SCREENSHOTS) {
      await panel.screenshot({ path: `${process.env.HEATMAP_SCREENSHOTS}/demo-${viewport.width}-${device}.png` });
    }
  });

  test(`${viewport.width} px: the ${device} map is as tall as the page it draws, no empty grid below it`, async ({
    page,
    backend,
    openApp,
  }) => {
    test.skip(backend !== 'demo', 'the sample customers and their pages exist only in the demo');
    const { panel, frameElement } = await openPizzeriaMap(page, openApp, { viewport, device, label });
    await expect(frameElement.contentFrame().getByRole('heading', { level: 1 })).toBeVisible();

    // Scrolled to the end, the stage still shows the page: what scrolls is the page as drawn (scaled).
    const sizes = await panel.getByTestId('heatmap-canvas').evaluate((canvas) => {
      let stage = canvas.parentElement!;
      while (getComputedStyle(stage).overflowY !== 'auto') stage = stage.parentElement!;
      stage.scrollTo({ top: stage.scrollHeight });
      const framed = canvas.querySelector('iframe')!.getBoundingClientRect();
      return {
        scrollHeight: stage.scrollHeight,
        drawnHeight: canvas.getBoundingClientRect().height,
        pageBottom: framed.bottom,
        stageBottom: stage.getBoundingClientRect().top + stage.clientTop + stage.clientHeight,
        scale: Number(canvas.getAttribute('data-scale')),
      };
    });
    expect(sizes.scale).toBeLessThan(1);
    expect(Math.abs(sizes.scrollHeight - sizes.drawnHeight)).toBeLessThanOrEqual(2);
    expect(Math.abs(sizes.pageBottom - sizes.stageBottom)).toBeLessThanOrEqual(2);
  });
}

// The preview's first line of defence: a client's domain can never be a name that only points inside. The
// server still resolves and checks every host it connects to (reference-server/test/heatmap-preview.test.ts).
test('the admin cannot give a client a domain under localhost or one that only spells an address', async ({
  page,
  openApp,
  loginAdmin,
}) => {
  await openApp('./');
  await loginAdmin();
  await openApp('admin');
  await page.getByRole('button', { name: 'Crea Nuovo Accesso Cliente' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo accesso cliente' });
  for (const domain of ['negozio.localhost', '127.0.0.1.nip.io']) {
    await form.getByLabel('Dominio').fill(domain);
    await form.getByRole('button', { name: 'Crea accesso' }).click();
    await expect(form.getByRole('alert')).toHaveText(/deve essere quello di un sito pubblico.*localhost/);
    await expect(form.getByLabel('Dominio')).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByRole('alertdialog', { name: 'Nuovo accesso cliente creato!' })).toHaveCount(0);
});
