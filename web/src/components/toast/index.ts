export { Toaster } from './Toaster';
export { useToast } from './useToast';
export {
  dismissToast,
  showToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastOptions,
  type ToastTone,
} from './toast-store';
