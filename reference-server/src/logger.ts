/** Structured log lines (one JSON object per line) on stdout/stderr; tests pass a silent or capturing logger. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  /** Something the operator should fix; a logger without it logs warnings as errors (see `warn`). */
  warn?(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Logs a warning through `logger.warn`, or as an error where a logger has no warning level. */
export function warn(logger: Logger, message: string, fields?: Record<string, unknown>): void {
  if (logger.warn) logger.warn(message, fields);
  else logger.error(message, fields);
}

export type LogLevel = 'info' | 'warn' | 'error' | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = ['info', 'warn', 'error', 'silent'];

const line = (level: string, message: string, fields?: Record<string, unknown>) =>
  `${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`;

/** JSON lines; `warn` keeps warnings and errors, `error` only errors (request lines and client errors are info). */
export function createConsoleLogger(level: LogLevel = 'info'): Logger {
  const rank = LOG_LEVELS.indexOf(level);
  return {
    info: rank <= 0 ? (message, fields) => process.stdout.write(line('info', message, fields)) : () => {},
    warn: rank <= 1 ? (message, fields) => process.stderr.write(line('warn', message, fields)) : () => {},
    error: rank <= 2 ? (message, fields) => process.stderr.write(line('error', message, fields)) : () => {},
  };
}

export const consoleLogger: Logger = createConsoleLogger('info');

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
