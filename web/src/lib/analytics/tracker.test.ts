import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, PAGE_VIEW_DELAY_MS, SCROLL_SETTLE_MS, type TrackerTransport } from './tracker';

const SESSION = 'session_1795248000000_abcdefghi';

function spyTransport() {
  return { pageView: vi.fn(), click: vi.fn(), conversion: vi.fn(), scroll: vi.fn() } satisfies TrackerTransport;
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
