import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * A link to a section of the home page. On the home page it is a plain #anchor (the browser scrolls, no new
 * history entry worth a page view); elsewhere it opens /#section, which ScrollManager brings into view.
 */
export function SectionLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  if (pathname === '/')
    return (
      <a href={`#${id}`} className={className}>
        {children}
      </a>
    );
  return (
    <Link to={{ pathname: '/', hash: id }} className={className}>
      {children}
    </Link>
  );
}
