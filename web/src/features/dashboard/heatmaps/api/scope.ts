/** Whose heatmap: the logged-in client's own, or any client's for the admin. */
export type HeatmapScope = { role: 'client' } | { role: 'admin'; clientId: string };

export interface HeatmapQuery {
  page_url: string;
  device: 'phone' | 'tablet' | 'desktop';
  start_date?: string;
  end_date?: string;
}

/** Thrown with the HTTP status so the panel can tell a 401/403 from other failures. */
export class HeatmapRequestError extends Error {
  constructor(readonly status: number) {
    super(`Heatmap request failed with status ${status}`);
  }
}
