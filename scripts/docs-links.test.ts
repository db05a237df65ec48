/**
 * The README is the front door and docs/ holds one file per reader: every link between them (and to the
 * repository's files) must lead somewhere, anchors included, and every docs file says first who it is for.
 * Anchors are GitHub's: the heading in lower case, punctuation dropped, spaces as hyphens, repeats numbered.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = join(ROOT, 'docs');
const pages = [join(ROOT, 'README.md'), ...readdirSync(DOCS).map((name) => join(DOCS, name))].filter((p) =>
  p.endsWith('.md'),
);

/** The text outside fenced blocks and inline code: links inside code are examples, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

export function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(path: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of prose(readFileSync(path, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = githubSlug(match[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function linksOf(path: string): string[] {
  return [...prose(readFileSync(path, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

describe('documentation links', () => {
  it('finds the README and at least the five reader files', () => {
    expect(pages.map((p) => relative(ROOT, p))).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/operating.md',
        'docs/tracker.md',
        'docs/assistant.md',
        'docs/developing.md',
        'docs/benchmarks.md',
      ]),
    );
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug('PostgreSQL (several processes, large volumes)')).toBe(
      'postgresql-several-processes-large-volumes',
    );
    expect(githubSlug('The summary beside the chat («Riepilogo»)')).toBe('the-summary-beside-the-chat-riepilogo');
    expect(githubSlug('Quick start (fresh machine, Node 20.19+)')).toBe('quick-start-fresh-machine-node-2019');
  });

  for (const page of pages) {
    const name = relative(ROOT, page);
    it(`${name}: every relative link leads to a file and heading that exist`, () => {
      const broken: string[] = [];
      for (const link of linksOf(page)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto: and the like
        const [file, anchor] = link.split('#') as [string, string | undefined];
        const target = file === '' ? page : resolve(dirname(page), file);
        if (!existsSync(target)) {
          broken.push(`${link}: no file ${relative(ROOT, target)}`);
          continue;
        }
        if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor)) {
          broken.push(`${link}: no heading #${anchor} in ${relative(ROOT, target)}`);
        }
      }
      expect(broken).toEqual([]);
    });
  }

  for (const page of pages.filter((p) => p.startsWith(DOCS))) {
    it(`${relative(ROOT, page)} says first who it is for`, () => {
      const firstParagraph = readFileSync(page, 'utf8').split('\n').slice(1).join('\n').trim();
      expect(firstParagraph.startsWith('For:')).toBe(true);
    });
  }
});
