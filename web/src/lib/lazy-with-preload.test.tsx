import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      Ciao {name}, {clicks}
    </button>
  );
}

const module = () => Promise.resolve({ default: Greeting });

function inSuspense(node: React.ReactNode) {
  return <Suspense fallback={<p>Caricamento...</p>}>{node}</Suspense>;
}

describe('lazyWithPreload', () => {
  it('without preload, suspends on its first render as lazy() does, then shows the component', async () => {
    const Lazy = lazyWithPreload(module);
    render(inSuspense(<Lazy name="Anna" />));
    expect(screen.getByText('Caricamento...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ciao Anna, 0' })).toBeInTheDocument();
  });

  it('once preloaded, renders in the same pass: the fallback is never shown', async () => {
    const Lazy = lazyWithPreload(module);
    await Lazy.preload();
    act(() => {
      render(inSuspense(<Lazy name="Bruno" />));
    });
    expect(screen.queryByText('Caricamento...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ciao Bruno, 0' })).toBeInTheDocument();
  });

  it('loads the module once however often it is preloaded or rendered', async () => {
    const load = vi.fn(module);
    const Lazy = lazyWithPreload(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(inSuspense(<Lazy name="Carla" />));
    await screen.findByRole('button', { name: 'Ciao Carla, 0' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a mounted instance (and its state) when it re-renders after the module has loaded', async () => {
    const Lazy = lazyWithPreload(module);
    const { rerender } = render(inSuspense(<Lazy name="Dario" />));
    const button = await screen.findByRole('button', { name: 'Ciao Dario, 0' });
    act(() => button.click());
    rerender(inSuspense(<Lazy name="Dario" />));
    expect(screen.getByRole('button', { name: 'Ciao Dario, 1' })).toBe(button);
  });

  it('after a failed load, a later preload tries again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('rete assente'))
      .mockImplementation(module);
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('rete assente');
    await Lazy.preload();
    act(() => {
      render(inSuspense(<Lazy name="Elena" />));
    });
    expect(screen.getByRole('button', { name: 'Ciao Elena, 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
