/**
 * In the browser-only demo build the MSW worker answers /api; it must be running before the first call.
 * `__DEMO__` is a compile-time constant, so the production bundle contains no MSW code.
 */
export async function startBackend(): Promise<void> {
  if (__DEMO__) {
    const { startDemoWorker } = await import('../../../mock/browser');
    await startDemoWorker();
  }
}
