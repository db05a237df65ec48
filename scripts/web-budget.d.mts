/** The home page's JavaScript budget (see web-budget.mjs). */
export declare const HOME_JS_BUDGET_KB: number;
export interface Size {
  files: string[];
  bytes: number;
  gzip: number;
}
export declare function kb(bytes: number): string;
export declare function sizeOf(outDir: string, files: Iterable<string>): Promise<Size>;
export declare function initialScripts(html: string, base?: string): string[];
export declare function homeInitialJs(outDir: string): Promise<Size>;
export declare function checkHomeBudget(
  outDir: string,
  budgetKb?: number,
): Promise<{ ok: boolean; line: string; size: Size }>;
