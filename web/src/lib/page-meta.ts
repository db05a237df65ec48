import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
}

/** Sets the document title and meta description for the screen being shown. */
export function usePageMeta({ title, description }: PageMeta): void {
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
  }, [title, description]);
}
