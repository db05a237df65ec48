/** For the themes' tests: a rendered page as a jsdom document, the demo's view of a theme, what axe-core finds serious. */
import axe from 'axe-core';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteContent } from '@core/api';
import type { ActionView, Theme } from './types';
// @ts-expect-error jsdom has no types installed; only the JSDOM constructor and its window are used here.
import { JSDOM } from 'jsdom';

export const dom = (html: string): Document => new JSDOM(html).window.document;

/** A theme's sections as the demo page draws them: with the form's submit handler the demo gives (it only logs). */
export function demoMain(theme: Theme, content: SiteContent): Document {
  const Action: ActionView = ({ action, className }) => <button className={className}>{action.label}</button>;
  const view = theme.View({
    content,
    year: 2026,
    Action,
    imageSources: () => ({ src: '', srcSet: '' }),
    formSubmit: () => () => undefined,
  });
  return dom(renderToStaticMarkup(<main>{view.main}</main>));
}

/** The ids of axe's serious and critical violations (colour contrast left out: jsdom has no layout). */
export async function seriousViolations(html: string): Promise<string[]> {
  const window: Window & { eval: (code: string) => void } = new JSDOM(html, { runScripts: 'outside-only' }).window;
  window.eval(axe.source);
  const result = await (window as unknown as { axe: typeof axe }).axe.run(window.document, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/**
 * The `color:` values of a style sheet that a palette cannot reach: a literal colour, or a custom property
 * that `mapped` (the theme's cssVariables) does not set. Inherited values pass; background, border and
 * shadow colours are left out (they carry no text).
 */
export function unmappedTextColours(css: string, mapped: ReadonlySet<string>): string[] {
  return [...css.matchAll(/(?<![-\w])color:\s*([^;}]+)/g)]
    .map((match) => match[1]!.trim())
    .filter((value) => {
      if (/^(inherit|currentColor|transparent)$/.test(value)) return false;
      const variable = /^var\((--[\w-]+)/.exec(value)?.[1];
      return variable === undefined || !mapped.has(variable);
    });
}
