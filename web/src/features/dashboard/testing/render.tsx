import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders a dashboard page at a route, inside a router, with a user-event session. */
export function renderPage(path: string, routePath: string, page: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={page} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}
