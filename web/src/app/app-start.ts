/**
 * SPEC 7, app start: GET /api/ and log its message; a failure is only logged.
 * The API client is imported on demand, so it is not part of the home page's first-load JavaScript.
 */
export async function announceAppStart(): Promise<void> {
  try {
    const { api } = await import('../lib/api-client');
    const { data, error } = await api.GET('/');
    if (data) console.info(data.message);
    else console.warn('Avvio: API non raggiungibile', error);
  } catch (error) {
    console.warn('Avvio: API non raggiungibile', error);
  }
}
