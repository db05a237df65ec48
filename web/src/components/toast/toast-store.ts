/**
 * Toast notifications (SPEC 9): at most 3 visible, each for 4000 ms. A module store, so any code (a screen,
 * a hook, an API error handler) can show one; <Toaster /> in the app shell renders them.
 */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastOptions {
  tone?: ToastTone;
  /** Defaults to 4000 ms. */
  durationMs?: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Removes a toast now (its close button, or its timer). */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast and returns its id; the oldest goes when a fourth arrives. */
export function showToast(
  message: string,
  { tone = 'info', durationMs = TOAST_DURATION_MS }: ToastOptions = {},
): number {
  const id = nextId++;
  const next = [...toasts, { id, message, tone }];
  next.slice(0, Math.max(0, next.length - TOAST_LIMIT)).forEach((old) => {
    clearTimeout(timers.get(old.id));
    timers.delete(old.id);
  });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  publish(next.slice(-TOAST_LIMIT));
  return id;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

const NONE: readonly Toast[] = [];
/** The server render (prerendered home page) has no toasts. */
export function getServerToasts(): readonly Toast[] {
  return NONE;
}
