import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiStates } from '../../../../../mock/storybook';
import AdminDashboardPage from '../AdminDashboardPage';

/**
 * The site editor (/admin?vista=sito) over the mock backend: the seed's paid order of Ferri Impianti gets its
 * draft before the story (the same call as «Genera bozza»); per-story handlers give the other states.
 */
const ORDER = 'ord_demo_idraulico';
const ROUTE = `/admin?vista=sito&ordine=${ORDER}`;

async function adminFetch(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${import.meta.env.BASE_URL}api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${localStorage.getItem('admin_token') ?? ''}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

/** «Genera bozza» for the order, as the operator would press it in the order's detail. */
async function withDraft() {
  await adminFetch('POST', `/admin/orders/${ORDER}/site/draft`);
}

interface SiteAnswer {
  latest: { content: { business: Record<string, unknown> }; theme: string; palette: unknown };
  publish_blockers: string[];
}

/** The draft, made publishable («non soggetto a P.IVA» when the brief gave none) and published. */
async function withPublishedSite() {
  await withDraft();
  const site = (await adminFetch('GET', `/admin/orders/${ORDER}/site`)) as SiteAnswer;
  if (site.publish_blockers.length > 0) {
    const content = site.latest.content;
    await adminFetch('POST', `/admin/orders/${ORDER}/site/versions`, {
      content: { ...content, business: { ...content.business, vat_exempt: true } },
      theme: site.latest.theme,
      palette: site.latest.palette,
    });
  }
  await adminFetch('POST', `/admin/orders/${ORDER}/site/publish`);
}

/** A logo through the same upload as the editor's: a PNG drawn here (jsdom, with no canvas: a stored id). */
async function uploadedLogo(): Promise<{ asset_id: string; width: number; height: number }> {
  if (typeof OffscreenCanvas === 'undefined') return { asset_id: 'img_logo_storia', width: 600, height: 200 };
  const canvas = new OffscreenCanvas(600, 200);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#1d4e89';
  context.fillRect(0, 0, 600, 200);
  context.fillStyle = '#ffffff';
  context.font = 'bold 120px sans-serif';
  context.fillText('FI', 220, 150);
  const png = await canvas.convertToBlob({ type: 'image/png' });
  const response = await fetch(`${import.meta.env.BASE_URL}api/admin/orders/${ORDER}/site/images`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${localStorage.getItem('admin_token') ?? ''}`, 'Content-Type': 'image/png' },
    body: png,
  });
  return (await response.json()) as { asset_id: string; width: number; height: number };
}

/** The draft with a logo the operator uploaded. */
async function withLogo() {
  await withDraft();
  const image = await uploadedLogo();
  const site = (await adminFetch('GET', `/admin/orders/${ORDER}/site`)) as SiteAnswer;
  const content = site.latest.content;
  await adminFetch('POST', `/admin/orders/${ORDER}/site/versions`, {
    content: {
      ...content,
      business: {
        ...content.business,
        logo: { asset_id: image.asset_id, width: image.width, height: image.height, alt: 'Ferri Impianti' },
      },
    },
    theme: site.latest.theme,
    palette: site.latest.palette,
  });
}

const meta = {
  title: 'Dashboard/Admin/Editor del sito',
  component: AdminDashboardPage,
  parameters: { session: 'admin', route: ROUTE },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = 'Sito di Ferri Impianti';

export const Loading: Story = {
  parameters: { msw: { handlers: [apiStates.loading('get', '/admin/orders/{order_id}/site')] } },
};

/** The first draft from the brief: the form per section, the theme and palette, the preview, one version. */
export const Draft: Story = {
  beforeEach: withDraft,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: heading }, { timeout: 15_000 })).toBeInTheDocument();
    await expect(canvas.getByText(/Stai modificando la versione 1\./)).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Tema' })).toBeInTheDocument();
  },
};

/**
 * Opened from a change request at its section (`&sezione=chi-siamo`): that section's form is open and its
 * first field has the focus, so the operator starts where the customer pointed.
 */
export const AtSection: Story = {
  beforeEach: withDraft,
  parameters: { route: `${ROUTE}&sezione=chi-siamo` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: heading }, { timeout: 15_000 });
    const section = canvas.getByRole('heading', { name: /#chi-siamo/ }).closest('li')!;
    await expect(within(section).getByRole('textbox', { name: /Nome nel menu della pagina/ })).toHaveFocus();
  },
};

/** Another version was saved since this editor opened: the API's 409, explained, with «Ricarica». */
export const SaveConflict: Story = {
  beforeEach: withDraft,
  parameters: {
    msw: {
      handlers: [
        apiStates.json(
          'post',
          '/admin/orders/{order_id}/site/versions',
          { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Un’altra versione è stata salvata.' },
          409,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: heading }, { timeout: 15_000 });
    const sections = canvas.getByRole('region', { name: 'Sezioni' });
    const title = within(sections).getAllByRole('textbox', { name: 'Titolo' })[0]!;
    await userEvent.click(title);
    await userEvent.paste(' oggi');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText(/Un’altra versione è stata salvata nel frattempo/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ricarica' })).toBeInTheDocument();
  },
};

/** A file the server refuses: its Italian reason beside the field. */
export const UploadError: Story = {
  beforeEach: withDraft,
  parameters: {
    msw: {
      handlers: [
        apiStates.json(
          'post',
          '/admin/orders/{order_id}/site/images',
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'Il file non è un’immagine: carica una foto JPEG, PNG, WebP o AVIF.',
          },
          400,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: heading }, { timeout: 15_000 });
    const input = canvas.getAllByLabelText('Carica immagine')[0]!;
    await userEvent.upload(input, new File(['non un’immagine'], 'foto.jpg', { type: 'image/jpeg' }));
    await expect(await canvas.findByText(/Il file non è un’immagine/)).toBeInTheDocument();
  },
};

/** A phone that cannot be dialled: the Italian reason beside the field, and «Salva» says what to correct. */
export const InvalidPhone: Story = {
  beforeEach: withDraft,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: heading }, { timeout: 15_000 });
    const business = canvas.getByRole('region', { name: 'Attività e dati legali' });
    const phone = within(business).getByRole('textbox', { name: 'Telefono' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12 34');
    await userEvent.tab();
    await expect(within(business).getByRole('alert')).toHaveTextContent(/^Numero non valido/);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Da correggere prima di salvare: Telefono.')).toBeInTheDocument();
  },
};

/** The opening hours as rows of days and hours (the contract's SiteHoursRow), one added by the operator. */
export const OpeningHours: Story = {
  beforeEach: withDraft,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: heading }, { timeout: 15_000 });
    const hours = within(canvas.getByRole('group', { name: /^Orari di apertura/ }));
    const rows = hours.queryAllByRole('textbox', { name: 'Giorni' }).length;
    await userEvent.click(hours.getByRole('button', { name: 'Aggiungi' }));
    const days = hours.getAllByRole('textbox', { name: 'Giorni' });
    await expect(days).toHaveLength(rows + 1);
    await userEvent.type(days.at(-1)!, 'Sabato');
    await userEvent.type(hours.getAllByRole('textbox', { name: 'Orari' }).at(-1)!, '9-13');
    await expect(canvas.getByText(/Modifiche non salvate/)).toBeInTheDocument();
  },
};

/** The business's logo uploaded: its size, «Sostituisci immagine» and «Rimuovi il logo»; the preview shows it. */
export const WithLogo: Story = {
  beforeEach: withLogo,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: heading }, { timeout: 15_000 });
    const business = canvas.getByRole('region', { name: 'Attività e dati legali' });
    await expect(within(business).getByText('600×200')).toBeInTheDocument();
    await expect(within(business).getByRole('button', { name: 'Rimuovi il logo' })).toBeInTheDocument();
  },
};

/** Published: the live address as a link, the live version marked, «Ripristina» on the others. */
export const Published: Story = {
  beforeEach: withPublishedSite,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: heading }, { timeout: 15_000 });
    const publishing = canvas.getByRole('region', { name: 'Pubblicazione' });
    await expect(within(publishing).getByRole('link', { name: /ferri-impianti\./ })).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('region', { name: 'Versioni' })).getByText('online', { exact: true }),
    ).toBeInTheDocument();
  },
};

/** A paid order's detail with its site panel before the draft: «Genera bozza». */
export const OrderWithoutSite: Story = {
  parameters: { route: '/admin?vista=ordini&ordine=ord_demo_ceramiche' },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('region', { name: 'Sito' });
    await expect(
      await within(panel).findByRole('button', { name: 'Genera bozza' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  },
};
