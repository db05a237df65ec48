import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
}

/**
 * Build-time prerender only (web/src/app/entry-server.tsx): receives the meta of the screen being rendered,
 * since effects do not run there. In the browser nothing provides it.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/** The path whose screen last set the document title, and who waits for the next one (analytics). */
let titledPath: string | null = null;
const titleListeners = new Set<() => void>();

/** True once the screen shown at `pathname` has put its own title in place. */
export function hasTitleFor(pathname: string): boolean {
  return titledPath === pathname;
}

/** Calls `listener` each time a screen sets its title; returns the unsubscribe function. */
export function onTitleSet(listener: () => void): () => void {
  titleListeners.add(listener);
  return () => titleListeners.delete(listener);
}

/** Sets the document title and meta description for the screen being shown. */
export function usePageMeta({ title, description }: PageMeta): void {
  useContext(PageMetaCollector)?.({ title, description });
  useEffect(() => {
    document.title = title;
    if (description !== undefined) {
      let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = 'description';
        document.head.append(tag);
      }
      tag.content = description;
    }
    titledPath = window.location.pathname;
    titleListeners.forEach((listener) => listener());
  }, [title, description]);
}
