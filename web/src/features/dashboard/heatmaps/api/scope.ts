/** Whose heatmap: the logged-in client's own, or any client's for the admin. */
export type HeatmapScope = { role: 'client' } | { role: 'admin'; clientId: string };

export interface HeatmapQuery {
  page_url: string;
  device: 'phone' | 'tablet' | 'desktop';
  start_date?: string;
  end_date?: string;
}
