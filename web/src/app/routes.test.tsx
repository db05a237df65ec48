import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from '@core/routes';
import { DEMO_PAGES } from '../features/demo-pages/registry';
import { AppRoutes } from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('app routes', () => {
  it('shows the Italian 404 page, with a way home, for an unknown path', async () => {
    renderAt('/pagina-che-non-esiste');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('renders a demo page, not the 404 page, for each demo route', async () => {
    renderAt('/stile1');
    expect(await screen.findByRole('main', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pagina non trovata' })).toBeNull();
  });

  it('knows the same demo paths the server answers with the app (core/routes.ts)', () => {
    for (const page of DEMO_PAGES) expect(isAppRoute(page.path), page.path).toBe(true);
    for (const path of [
      '/payment-selection',
      '/questionario',
      '/grazie',
      '/admin',
      '/login',
      '/privacy',
      '/condizioni-di-vendita',
    ])
      expect(APP_ROUTES).toContain(path);
    expect(isAppRoute('/siti/pizzeria-da-gennaro')).toBe(true);
    expect(isAppRoute('/siti/Non-Valido')).toBe(false);
    expect(isAppRoute('/siti/a/b')).toBe(false);
  });
});
