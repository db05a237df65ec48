/**
 * The Italian copy of each demo page lives in its `content.json`; its `content.ts` reads it and types it.
 * A JSON import has no literal types: a field typed as a union of names ('leaf' | 'wave') comes in as `string`.
 */

/** `T` as a JSON import infers it: every string-literal union widened to `string`, the rest unchanged. */
export type Json<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/**
 * Copy read from `content.json`, checked against its type `T` by tsc in every field (a missing or misspelt
 * field, a number for a string) except the names of string unions, which JSON cannot state.
 */
export function typed<T>(json: Json<T>): T {
  return json as T;
}
