/**
 * The one convention for calling the API: every operation file wraps its openapi-fetch call in `call()`,
 * which returns the data or throws an ApiError (the status, 0 when the network failed, and the
 * problem+json body if any), so callers handle one error type and never read `response.status` inline.
 */
import type { Problem } from '@core/api';

/** A failed API call: the HTTP status (0 when the network failed) and the problem+json body if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;

  constructor(status: number, problem: Problem | null) {
    super(problem?.detail ?? problem?.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function asProblem(body: unknown): Problem | null {
  return typeof body === 'object' && body !== null && 'status' in body ? (body as Problem) : null;
}

/**
 * Turns an openapi-fetch result into its data or an ApiError, and a network failure into ApiError(0),
 * so every operation file reads the same and callers handle one error type.
 */
export async function call<T>(request: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await request();
  } catch {
    throw new ApiError(0, null);
  }
  // 204 is a success without a body (a logout): openapi-fetch gives no data for it.
  if (!result.response.ok || (result.data === undefined && result.response.status !== 204)) {
    throw new ApiError(result.response.status, asProblem(result.error));
  }
  return result.data as T;
}
