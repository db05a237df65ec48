/** Placeholder: the in-browser backend issue replaces this with the MSW worker start-up. */
export async function startDemoWorker(): Promise<void> {
  throw new Error('The demo backend is not built yet.');
}
