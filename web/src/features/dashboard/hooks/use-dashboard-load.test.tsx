import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-call';
import type { DateFilter } from '../api/date-range';
import { useDashboardLoad } from './use-dashboard-load';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const ALL: DateFilter = { start_date: '', end_date: '' };
const NOVEMBER: DateFilter = { start_date: '2026-11-01', end_date: '2026-11-30' };

describe('useDashboardLoad', () => {
  it('keeps the answer of the newest range when an older one arrives late', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const load = vi.fn((range: DateFilter) => (range === ALL ? first.promise : second.promise));
    const { result, rerender } = renderHook(({ range }) => useDashboardLoad(load, range, () => {}), {
      initialProps: { range: ALL },
    });
    rerender({ range: NOVEMBER });
    await act(async () => second.resolve('novembre'));
    await act(async () => first.resolve('tutto'));
    expect(result.current.data).toBe('novembre');
    expect(result.current.loading).toBe(false);
  });

  it('keeps the previous data while a new range loads, and reports a failure', async () => {
    const next = deferred<string>();
    const load = vi.fn((range: DateFilter) => (range === ALL ? Promise.resolve('tutto') : next.promise));
    const { result, rerender } = renderHook(({ range }) => useDashboardLoad(load, range, () => {}), {
      initialProps: { range: ALL },
    });
    await waitFor(() => expect(result.current.data).toBe('tutto'));
    rerender({ range: NOVEMBER });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBe('tutto');
    await act(async () => next.reject(new ApiError(500, null)));
    expect(result.current.failed).toBe(true);
  });

  it('calls onUnauthorized on a 401 only', async () => {
    const onUnauthorized = vi.fn();
    const load = vi.fn(() => Promise.reject(new ApiError(401, null)));
    const { result } = renderHook(() => useDashboardLoad(load, ALL, onUnauthorized));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('loads again on reload()', async () => {
    const load = vi.fn(() => Promise.resolve('dati'));
    const { result } = renderHook(() => useDashboardLoad(load, ALL, () => {}));
    await waitFor(() => expect(result.current.data).toBe('dati'));
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
