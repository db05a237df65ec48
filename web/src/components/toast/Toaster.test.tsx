import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { getToasts, dismissToast, showToast, TOAST_DURATION_MS } from './toast-store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => getToasts().forEach((toast) => dismissToast(toast.id)));
    vi.useRealTimers();
  });

  it('shows at most 3 at a time: a fourth pushes the oldest out', () => {
    render(<Toaster />);
    act(() => {
      ['Uno', 'Due', 'Tre', 'Quattro'].forEach((message) => showToast(message));
    });
    expect(screen.queryByText('Uno')).toBeNull();
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['Due', 'Tre', 'Quattro']);
  });

  it('hides each toast after 4000 ms', () => {
    render(<Toaster />);
    act(() => {
      showToast('Salvato', { tone: 'success' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Salvato')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Salvato')).toBeNull();
  });

  it('announces errors as alerts and can be closed by hand', async () => {
    vi.useRealTimers();
    render(<Toaster />);
    act(() => {
      showToast('Errore nel caricamento dei dati', { tone: 'error' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento dei dati');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
