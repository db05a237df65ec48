import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionId, getSessionId, SESSION_STORAGE_KEY } from './session';

describe('session id', () => {
  afterEach(() => vi.useRealTimers());

  it("is 'session_' + the time + a random string", () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') });
    const id = createSessionId();
    expect(id).toMatch(/^session_1795248000000_[a-z0-9]{9}$/);
    expect(createSessionId()).not.toBe(id);
  });

  it('is created once, stored in localStorage and reused', () => {
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const first = getSessionId();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(first);
    expect(getSessionId()).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('keeps an id stored by an earlier visit', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'session_1700000000000_abcdefghi');
    expect(getSessionId()).toBe('session_1700000000000_abcdefghi');
  });

  it('keeps the id a visitor got under the former key', () => {
    localStorage.setItem('session_id', 'session_1700000000000_formerkey');
    expect(getSessionId()).toBe('session_1700000000000_formerkey');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('session_1700000000000_formerkey');
    expect(localStorage.getItem('session_id')).toBeNull();
  });

  it('replaces a stored value that is not a session id', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '<script>');
    const id = getSessionId();
    expect(id).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(id);
  });

  it('still gives one stable id per page when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const id = getSessionId(broken);
    expect(id).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(getSessionId(broken)).toBe(id);
  });
});
