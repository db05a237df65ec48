import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeHeader } from './HomeHeader';

/** The prices section as the lazy part of the home page renders it, a moment after the header. */
function addPricesSection(): HTMLElement {
  const section = document.createElement('section');
  section.id = 'prezzi';
  section.innerHTML = '<h2 tabindex="-1">Prezzi semplici, nessuna sorpresa</h2>';
  document.body.append(section);
  return section;
}

/** jsdom lays nothing out and has no scrollIntoView: record the calls and the element each was made on. */
function recordScrolls() {
  const scrolled = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();
  Element.prototype.scrollIntoView = scrolled;
  return scrolled;
}

describe('HomeHeader «Inizia Ora»', () => {
  afterEach(() => {
    document.getElementById('prezzi')?.remove();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls to the prices and moves the focus to their heading', async () => {
    const scrolled = recordScrolls();
    const section = addPricesSection();
    render(<HomeHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Inizia Ora' }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(section);
    expect(document.activeElement).toBe(section.querySelector('h2'));
  });

  it('a click that comes before the prices have rendered lands once they are there', async () => {
    const scrolled = recordScrolls();
    render(<HomeHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Inizia Ora' }));
    expect(scrolled).not.toHaveBeenCalled();
    const section = addPricesSection();
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(section);
    expect(document.activeElement).toBe(section.querySelector('h2'));
  });
});
