import { loadAppInfo } from '../lib/app-info';

/** SPEC 7, app start: GET /api/ and log its message; a failure is only logged. */
export async function announceAppStart(): Promise<void> {
  try {
    console.info((await loadAppInfo()).message);
  } catch (error) {
    console.warn('Avvio: API non raggiungibile', error);
  }
}
