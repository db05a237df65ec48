import { dismissToast, showToast } from './toast-store';

const api = { show: showToast, dismiss: dismissToast } as const;

/**
 * const toast = useToast();
 * toast.show('Link copiato', { tone: 'success' });   // tone: 'info' (default) | 'success' | 'error'
 */
export function useToast(): typeof api {
  return api;
}
