import { useEffect, useState, type ReactNode } from 'react';
import styles from '@themes/frame/SectionNav.module.css';

export interface SectionLink {
  /** Id of the section on the page (without '#'). */
  id: string;
  /** Visible Italian label of the link. */
  label: string;
}

/** Extra class names for each part, so a page can restyle the header fully from its own CSS module. */
export interface SectionNavClasses {
  header?: string;
  inner?: string;
  brand?: string;
  nav?: string;
  list?: string;
  link?: string;
  action?: string;
}

export interface SectionNavProps {
  /** The business's logo or name (text or inline SVG); it links to the top of the page. */
  brand: ReactNode;
  /** Accessible name of the brand link when `brand` is not plain text (e.g. an SVG logo). */
  brandLabel?: string;
  /** In-page anchor links, in page order. */
  links: readonly SectionLink[];
  /** Optional element at the end of the header (e.g. a 'Prenota' button that only logs). Hidden below 1024 px. */
  action?: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  classes?: SectionNavClasses;
}

/**
 * Sticky page header with in-page anchor links; the link of the section in view is marked (data-active).
 * Below 720 px the links move to a second, horizontally scrollable row, so they stay visible on phones.
 * Neutral by default, themed with CSS variables set on any ancestor:
 * --demo-nav-bg, --demo-nav-fg, --demo-nav-muted, --demo-nav-accent, --demo-nav-border, --demo-nav-font,
 * --demo-nav-shadow, --demo-nav-max-width, --demo-nav-radius (of the link pills), --demo-nav-active-bg, --demo-focus.
 */
export function SectionNav({
  brand,
  brandLabel,
  links,
  action,
  navLabel = 'Sezioni della pagina',
  classes = {},
}: SectionNavProps) {
  const activeId = useActiveSection(links);
  return (
    <header className={join(styles.header, classes.header)}>
      <div className={join(styles.inner, classes.inner)}>
        <a className={join(styles.brand, classes.brand)} href="#top" aria-label={brandLabel}>
          {brand}
        </a>
        <nav className={join(styles.nav, classes.nav)} aria-label={navLabel}>
          <ul className={join(styles.list, classes.list)}>
            {links.map((link) => (
              <li key={link.id}>
                <a
                  className={join(styles.link, classes.link)}
                  href={`#${link.id}`}
                  data-active={activeId === link.id ? 'true' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {action ? <div className={join(styles.action, classes.action)}>{action}</div> : null}
      </div>
    </header>
  );
}

/** Which of the linked sections is in the upper part of the viewport (null before the first one). */
function useActiveSection(links: readonly SectionLink[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = links.map((link) => link.id).join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const ids = key.split(' ');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        setActive(ids.find((id) => visible.has(id)) ?? null);
      },
      // A band from 20% to 45% of the viewport height: the section crossing it is "the one being read".
      { rootMargin: '-20% 0px -55% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}

function join(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
