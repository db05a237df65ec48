import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasTitleFor, onTitleSet, usePageMeta } from '../page-meta';
import { createTracker, PAGE_VIEW_DELAY_MS, SCROLL_SETTLE_MS, TITLE_WAIT_MS, type TrackerTransport } from './tracker';

const SESSION = 'session_1795248000000_abcdefghi';

function spyTransport() {
  return {
    pageView: vi.fn(),
    click: vi.fn(),
    conversion: vi.fn(),
    scroll: vi.fn(),
    form: vi.fn(),
  } satisfies TrackerTransport;
}

describe('tracker', () => {
  let transport: ReturnType<typeof spyTransport>;
  let uninstall: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/');
    document.title = 'Home';
    document.body.innerHTML = '';
    transport = spyTransport();
    uninstall = createTracker({ transport, sessionId: () => SESSION }).install();
  });

  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });

  it('sends a page view at start with url, title, referrer (null when empty) and session', () => {
    expect(transport.pageView).toHaveBeenCalledTimes(1);
    expect(transport.pageView).toHaveBeenCalledWith(
      expect.objectContaining({
        page_url: 'http://localhost:3000/',
        page_title: 'Home',
        referrer: null,
        session_id: SESSION,
      }),
    );
  });

  it('sends the next page view 100 ms after pushState, with the title of the new screen and without the query string', () => {
    window.history.pushState(null, '', '/payment-selection?plan=pro');
    document.title = 'Dominio Pro';
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(transport.pageView).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(transport.pageView).toHaveBeenCalledTimes(2);
    expect(transport.pageView).toHaveBeenLastCalledWith(
      expect.objectContaining({
        page_url: 'http://localhost:3000/payment-selection',
        page_title: 'Dominio Pro',
        referrer: 'http://localhost:3000/',
      }),
    );
  });

  it('never tracks the review page: its address holds the customer’s secret link', () => {
    window.history.pushState(null, '', '/anteprima/TokenSegretoDiAnteprima0123456789abcdefgh');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    const button = document.createElement('button');
    button.textContent = 'Approva e pubblica';
    document.body.append(button);
    button.click();
    expect(transport.pageView).toHaveBeenCalledTimes(1);
    expect(transport.click).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(transport.pageView).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(transport.pageView.mock.calls)).not.toContain('TokenSegreto');
  });

  it('sends a page view after replaceState to another page and after back/forward (popstate)', () => {
    window.history.replaceState(null, '', '/grazie');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(transport.pageView).toHaveBeenCalledTimes(2);
    window.history.pushState(null, '', '/privacy');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    window.history.back();
    // jsdom moves back asynchronously, then fires popstate.
    return vi.waitFor(() => {
      vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
      expect(transport.pageView).toHaveBeenCalledTimes(4);
      expect(transport.pageView).toHaveBeenLastCalledWith(
        expect.objectContaining({ page_url: 'http://localhost:3000/grazie' }),
      );
    });
  });

  it('counts one page view for changes less than 100 ms apart', () => {
    window.history.pushState(null, '', '/a');
    vi.advanceTimersByTime(50);
    window.history.replaceState(null, '', '/b');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(transport.pageView).toHaveBeenCalledTimes(2);
    expect(transport.pageView).toHaveBeenLastCalledWith(
      expect.objectContaining({ page_url: 'http://localhost:3000/b' }),
    );
  });

  it('does not count a replace or back/forward that only moves to a #section of the same page', () => {
    window.history.replaceState(null, '', '/#prezzi');
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS * 2);
    expect(transport.pageView).toHaveBeenCalledTimes(1);
  });

  it('records clicks on buttons, links and .trackable elements in the capture phase, before the page handler runs', () => {
    document.body.innerHTML = `
      <button id="get-started-button" data-track="cta">Inizia Ora</button>
      <a href="#x" id="link"><span>Vai</span></a>
      <div class="trackable" id="card">Scheda</div>
      <p id="plain">Testo</p>`;
    const seenByHandler: number[] = [];
    const button = document.getElementById('get-started-button')!;
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      seenByHandler.push(transport.click.mock.calls.length);
    });
    button.click();
    document.querySelector('#link span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('card')!.click();
    document.getElementById('plain')!.click();

    expect(seenByHandler).toEqual([1]);
    expect(transport.click.mock.calls.map(([event]) => [event.element_id, event.click_type])).toEqual([
      ['get-started-button', 'cta'],
      ['link', 'link'],
      ['card', 'unknown'],
    ]);
    expect(transport.click).toHaveBeenCalledWith(
      expect.objectContaining({ element_text: 'Inizia Ora', session_id: SESSION, page_url: 'http://localhost:3000/' }),
    );
  });

  it('never blocks the click: default actions are not prevented, even when sending throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    transport.click.mockImplementation(() => {
      throw new Error('offline');
    });
    document.body.innerHTML = '<a href="#giu" id="l">Giù</a>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('l')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('tracks a conversion with the session, the page and the given fields', () => {
    const tracker = createTracker({ transport, sessionId: () => SESSION });
    tracker.trackConversion({
      conversion_type: 'questionnaire_completed',
      questionnaire_id: 'session_1_q',
      plan_type: 'pro',
      value: 49,
      metadata: { style: 'medical' },
    });
    expect(transport.conversion).toHaveBeenCalledWith({
      conversion_type: 'questionnaire_completed',
      questionnaire_id: 'session_1_q',
      plan_type: 'pro',
      value: 49,
      metadata: { style: 'medical' },
      session_id: SESSION,
      page_url: 'http://localhost:3000/',
    });
  });

  it('sends nothing inside a frame (the heatmap preview frames pages: a preview is not a visit)', () => {
    const framed = spyTransport();
    const top = Object.getOwnPropertyDescriptor(window, 'top');
    Object.defineProperty(window, 'top', { configurable: true, get: () => ({}) });
    try {
      const stop = createTracker({ transport: framed, sessionId: () => SESSION }).install();
      stop();
    } finally {
      if (top) Object.defineProperty(window, 'top', top);
    }
    expect(framed.pageView).not.toHaveBeenCalled();
  });

  it('reports the scroll depth with the document height when scrolling settles, and only when it grew', () => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_SETTLE_MS);
    expect(transport.scroll).toHaveBeenCalledTimes(1);
    expect(transport.scroll).toHaveBeenCalledWith(
      expect.objectContaining({ depth_percent: 100, document_height: expect.any(Number), session_id: SESSION }),
    );
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_SETTLE_MS);
    expect(transport.scroll).toHaveBeenCalledTimes(1);
  });

  it('reports the scroll depth once per page view, when the next one starts', () => {
    window.history.pushState(null, '', '/privacy');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(transport.scroll).toHaveBeenCalledTimes(1);
    expect(transport.scroll).toHaveBeenCalledWith(
      expect.objectContaining({ page_url: 'http://localhost:3000/', session_id: SESSION }),
    );
  });

  it('reads the campaign tags of the address before dropping the query string, cut to the contract’s length', () => {
    window.history.pushState(
      null,
      '',
      `/offerta?utm_source=newsletter&utm_medium=email&utm_campaign=${'x'.repeat(150)}&email=a@b.it`,
    );
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    const view = transport.pageView.mock.lastCall![0];
    expect(view.page_url).toBe('http://localhost:3000/offerta');
    expect(view).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'x'.repeat(100) });
    expect(JSON.stringify(view)).not.toContain('a@b.it');
  });

  it('sends a link’s address with its click (the server reads the contact it opens)', () => {
    document.body.innerHTML = '<a href="tel:+39061234567">Chiama</a><button>Menu</button>';
    document.querySelector('a')!.click();
    document.querySelector('button')!.click();
    expect(transport.click.mock.calls[0]![0]).toMatchObject({ link_url: 'tel:+39061234567', click_type: 'link' });
    expect(transport.click.mock.calls[1]![0].link_url).toBeUndefined();
  });

  it('reports a form sent, with the text of the button that sent it, and not a form the browser refused', () => {
    document.body.innerHTML =
      '<form id="prenota" aria-label="Prenota un tavolo"><input name="nome" required><button>Invia richiesta</button></form>';
    const form = document.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    document.querySelector('button')!.click();
    expect(transport.form).not.toHaveBeenCalled();
    document.querySelector('input')!.value = 'Anna';
    document.querySelector('button')!.click();
    expect(transport.form).toHaveBeenCalledTimes(1);
    expect(transport.form).toHaveBeenCalledWith(
      expect.objectContaining({
        page_url: 'http://localhost:3000/',
        session_id: SESSION,
        element_id: 'prenota',
        element_text: 'Invia richiesta',
      }),
    );
    form.requestSubmit();
    expect(transport.form.mock.lastCall![0].element_text).toBe('Prenota un tavolo');
  });

  it('restores history methods and stops listening when uninstalled', () => {
    uninstall();
    window.history.pushState(null, '', '/dopo');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    document.body.innerHTML = '<button>Ok</button>';
    document.querySelector('button')!.click();
    expect(transport.pageView).toHaveBeenCalledTimes(1);
    expect(transport.click).not.toHaveBeenCalled();
  });
});

describe('tracker: the page view carries the title of the screen it counts', () => {
  let transport: ReturnType<typeof spyTransport>;
  let uninstall: () => void;

  /** A screen as the app's screens are: it sets its title with usePageMeta once rendered. */
  function Screen({ title }: { title: string }) {
    usePageMeta({ title });
    return null;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/');
    render(<Screen title="Landing Facile · Home" />);
    transport = spyTransport();
    uninstall = createTracker({ transport, sessionId: () => SESSION, titles: { hasTitleFor, onTitleSet } }).install();
  });

  afterEach(() => {
    uninstall();
    cleanup();
    vi.useRealTimers();
  });

  const lastTitle = () => transport.pageView.mock.lastCall?.[0].page_title;

  it('waits for a lazy screen to set its title, then sends the page view with it', () => {
    expect(lastTitle()).toBe('Landing Facile · Home');
    window.history.pushState(null, '', '/payment-selection?plan=pro');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS * 5);
    // The screen's chunk is still loading: the document still has the home page's title.
    expect(transport.pageView).toHaveBeenCalledTimes(1);
    render(<Screen title="Dominio Pro · Scegli la fatturazione" />);
    expect(transport.pageView).toHaveBeenCalledTimes(2);
    expect(transport.pageView).toHaveBeenLastCalledWith(
      expect.objectContaining({
        page_url: 'http://localhost:3000/payment-selection',
        page_title: 'Dominio Pro · Scegli la fatturazione',
        referrer: 'http://localhost:3000/',
      }),
    );
  });

  it('still sends about 100 ms after the navigation when the title is already in place', () => {
    window.history.pushState(null, '', '/privacy');
    render(<Screen title="Informativa sulla privacy" />);
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(transport.pageView).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(transport.pageView).toHaveBeenCalledTimes(2);
    expect(lastTitle()).toBe('Informativa sulla privacy');
  });

  it('counts one page view when the visitor moves on before the title came, and sends a late one after the wait', () => {
    window.history.pushState(null, '', '/questionario');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    window.history.pushState(null, '', '/grazie');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS + TITLE_WAIT_MS - 1);
    expect(transport.pageView).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(transport.pageView).toHaveBeenCalledTimes(2);
    expect(transport.pageView).toHaveBeenLastCalledWith(
      expect.objectContaining({ page_url: 'http://localhost:3000/grazie' }),
    );
  });

  it('sends a page view still waiting for its title when the page is left', () => {
    window.history.pushState(null, '', '/admin');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(transport.pageView).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(transport.pageView).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(transport.pageView).toHaveBeenCalledTimes(2);
  });
});
