/**
 * Regenerating never overwrites what the operator edited. The editor records each field it changed as a
 * path in the content, with sections named by their id rather than their position (a regenerated draft may
 * hold its sections in another order):
 *   /business/phone, /meta/title, /sections/hero/props/title, /sections/menu (a whole section),
 *   /sections (the list itself: which sections there are and their order).
 * `keepEdited(previous, regenerated, edited)` is the regenerated content with every edited path as the
 * operator left it (a field the operator removed stays removed).
 */
import type { SiteContent, SiteSection } from '../api';

type Json = Record<string, unknown>;

function segmentsOf(path: string): string[] {
  if (!path.startsWith('/')) throw new Error(`Percorso non valido: ${path}`);
  return path
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const clone = <T>(value: T): T => structuredClone(value);

function sectionIndex(sections: readonly SiteSection[], id: string): number {
  return sections.findIndex((section) => section.id === id);
}

/** Copies the value at `segments` (under one section, or the business or the meta) from `from` into `to`. */
function copyAt(from: Json | undefined, to: Json, segments: readonly string[]): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  if (rest.length === 0) {
    if (from && head in from) to[head] = clone(from[head]);
    else delete to[head];
    return;
  }
  const source = from?.[head] as Json | undefined;
  if (typeof to[head] !== 'object' || to[head] === null || Array.isArray(to[head]) !== Array.isArray(source)) {
    if (source === undefined) return;
    to[head] = Array.isArray(source) ? [] : {};
  }
  copyAt(source, to[head] as Json, rest);
}

export function keepEdited(previous: SiteContent, regenerated: SiteContent, edited: Iterable<string>): SiteContent {
  const result = clone(regenerated);
  const paths = [...new Set(edited)].map(segmentsOf);
  const listEdited = paths.some((segments) => segments.length === 1 && segments[0] === 'sections');
  for (const segments of paths) {
    const [root, id, ...rest] = segments;
    if (root !== 'sections') {
      if (root === 'business' || root === 'meta')
        copyAt(previous as unknown as Json, result as unknown as Json, segments);
      continue;
    }
    if (id === undefined) continue;
    const before = previous.sections[sectionIndex(previous.sections, id)];
    const at = sectionIndex(result.sections, id);
    if (rest.length === 0 || at === -1) {
      // The whole section (or a field of a section the new draft does not have): the operator's section stays.
      if (!before) {
        if (at !== -1) result.sections.splice(at, 1);
        continue;
      }
      if (at === -1) {
        // Placed after the section that preceded it before (or first).
        const previousIndex = sectionIndex(previous.sections, id);
        const anchor = previous.sections
          .slice(0, previousIndex)
          .reverse()
          .find((s) => sectionIndex(result.sections, s.id) !== -1);
        result.sections.splice(anchor ? sectionIndex(result.sections, anchor.id) + 1 : 0, 0, clone(before));
      } else if (rest.length === 0) result.sections[at] = clone(before);
      else copyAt(before as unknown as Json, result.sections[at] as unknown as Json, rest);
      continue;
    }
    if (before) copyAt(before as unknown as Json, result.sections[at] as unknown as Json, rest);
  }
  if (listEdited) {
    const kept = previous.sections.map(
      (section) => result.sections[sectionIndex(result.sections, section.id)] ?? clone(section),
    );
    result.sections = kept;
  }
  return result;
}
