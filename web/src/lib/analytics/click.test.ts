import { describe, expect, it } from 'vitest';
import { classifyClick, describeClick, elementText, findTrackedElement } from './click';

function dom(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

describe('click classification', () => {
  it('classifies buttons, links, marked calls to action and other trackable elements', () => {
    const host = dom(`
      <button id="b">Invia</button>
      <a id="l" href="/privacy">Privacy</a>
      <a id="c" href="/payment-selection?plan=pro" data-track="cta">Scegli Pro</a>
      <button id="get-started-button" data-track="cta">Inizia Ora</button>
      <div id="t" class="trackable card">Scheda</div>
      <a id="nohref">Ancora</a>
      <div id="r" role="button">Ruolo</div>
      <input id="s" type="submit" value="Accedi" />`);
    const type = (id: string) => classifyClick(host.querySelector(`#${id}`)!);
    expect(type('b')).toBe('button');
    expect(type('l')).toBe('link');
    expect(type('c')).toBe('cta');
    expect(type('get-started-button')).toBe('cta');
    expect(type('t')).toBe('unknown');
    expect(type('nohref')).toBe('unknown');
    expect(type('r')).toBe('button');
    expect(type('s')).toBe('button');
  });

  it('finds the tracked element from a click on its inner content, and ignores plain text', () => {
    const host = dom('<p id="p">Testo <a href="/x"><svg><path/></svg><span id="inner">Vai</span></a></p>');
    expect(findTrackedElement(host.querySelector('#inner'))?.tagName).toBe('A');
    expect(findTrackedElement(host.querySelector('path'))?.tagName).toBe('A');
    expect(findTrackedElement(host.querySelector('#p'))).toBeNull();
    expect(findTrackedElement(null)).toBeNull();
  });

  it('reports id, class and squeezed text, falling back to aria-label', () => {
    const host = dom(`<button id="x" class="btn  primary"> Inizia
       con 1 € </button><button class="icon" aria-label="Chiudi"><svg></svg></button>`);
    const [first, second] = host.querySelectorAll('button');
    expect(describeClick(first!, null, { innerWidth: 1000, scrollY: 0 })).toEqual({
      element_id: 'x',
      element_class: 'btn  primary',
      element_text: 'Inizia con 1 €',
      click_type: 'button',
      viewport_width: 1000,
    });
    const icon = describeClick(second!, null, { innerWidth: 1000, scrollY: 0 });
    expect(icon.element_id).toBeNull();
    expect(icon.element_text).toBe('Chiudi');
  });

  it('shortens long text to 100 characters', () => {
    const host = dom(`<button>${'a'.repeat(300)}</button>`);
    const text = elementText(host.querySelector('button')!)!;
    expect(text).toHaveLength(100);
    expect(text.endsWith('…')).toBe(true);
  });

  it('adds the position for the heatmap only for pointer clicks', () => {
    const host = dom('<button>Ok</button>');
    const button = host.querySelector('button')!;
    const pointer = describeClick(button, { clientX: 250, clientY: 40 }, { innerWidth: 1000, scrollY: 600 });
    expect(pointer).toMatchObject({ click_x: 0.25, click_y: 640, viewport_width: 1000 });
    const keyboard = describeClick(button, { clientX: 0, clientY: 0 }, { innerWidth: 1000, scrollY: 600 });
    expect(keyboard).not.toHaveProperty('click_x');
    expect(keyboard).not.toHaveProperty('click_y');
  });
});
