/** Structured log lines (one JSON object per line) on stdout/stderr; tests pass a silent or capturing logger. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (message, fields) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', message, ...fields })}\n`),
  error: (message, fields) => process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', message, ...fields })}\n`),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
