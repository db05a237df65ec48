/** Immutable updates of the content by path, and the edited-field paths the contract names (SiteEditedFields). */
export type Path = readonly (string | number)[];

type Json = unknown;

export function getIn(value: Json, path: Path): Json {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, Json>)[key];
  }
  return current;
}

/** A copy with `value` at `path` (`undefined` removes an object's key; an array's entry is replaced). */
export function setIn<T>(root: T, path: Path, value: Json): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setIn(copy[head as number], rest, value);
    return copy as T;
  }
  const source = (root ?? {}) as Record<string, Json>;
  const next = setIn(source[head as string], rest, value);
  const copy = { ...source };
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy as T;
}
