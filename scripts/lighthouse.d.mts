/** Lighthouse with the local Chromium (see lighthouse.mjs). */
export declare const CATEGORIES: readonly ['performance', 'accessibility', 'best-practices', 'seo'];
export declare const CHROME_FLAGS: readonly string[];
export interface LighthouseResult {
  url: string;
  performance: number;
  accessibility: number;
  seo: number;
  'best-practices': number;
  lcpMs: number;
  tbtMs: number;
  /** The median run's tasks after its observed first paint, summed on the wall clock (support/thread-time.mjs). */
  observedTbtMs: number | null;
  /** The same tasks summed over their thread time. */
  threadTbtMs: number | null;
  threadTbtRuns: (number | null)[];
  performanceRuns: number[];
  cls: number;
  /** Every run's CLS, in the order they ran. */
  clsRuns: number[];
  /** The shifts of the run with the largest CLS: the element moved, its score, the causes Lighthouse names. */
  layoutShifts: { element: string | null; score: number; causes: string[] }[];
  load1: number;
  lcpElement: string | null;
  failing: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', string[]>;
  findings: Record<string, { explanation: string | null; items: unknown[] }>;
}
export declare function runLighthouse(
  urls: readonly string[],
  options?: { chromeFlags?: readonly string[]; label?: (url: string) => string },
): Promise<LighthouseResult[]>;
