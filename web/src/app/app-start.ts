/**
 * SPEC 7, app start: GET /api/ and log its message; a failure is only logged.
 * The API client is imported on demand, so it is not part of the home page's first-load JavaScript.
 */
export async function announceAppStart(): Promise<void> {
  try {
    const [{ api }, { call }] = await Promise.all([import('../lib/api-client'), import('../lib/api-call')]);
    console.info((await call(() => api.GET('/'))).message);
  } catch (error) {
    console.warn('Avvio: API non raggiungibile', error);
  }
}
