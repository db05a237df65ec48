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
  /** The median run's blocking time summed over its tasks' thread time (support/thread-time.mjs). */
  threadTbtMs: number | null;
  threadTbtRuns: (number | null)[];
  performanceRuns: number[];
  cls: number;
  load1: number;
  lcpElement: string | null;
  failing: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', string[]>;
  findings: Record<string, { explanation: string | null; items: unknown[] }>;
}
export declare function runLighthouse(
  urls: readonly string[],
  options?: { chromeFlags?: readonly string[]; label?: (url: string) => string },
): Promise<LighthouseResult[]>;
