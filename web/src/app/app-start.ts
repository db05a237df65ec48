import { api } from '../lib/api-client';

/** SPEC 7, app start: GET /api/ and log its message; a failure is only logged. */
export async function announceAppStart(): Promise<void> {
  try {
    const { data, error } = await api.GET('/');
    if (data) console.info(data.message);
    else console.warn('Avvio: API non raggiungibile', error);
  } catch (error) {
    console.warn('Avvio: API non raggiungibile', error);
  }
}
