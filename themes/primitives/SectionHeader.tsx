import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  /** Id of the `<h2>`: the section names itself with `aria-labelledby` pointing here. */
  id: string;
  title: ReactNode;
  /** The small line above the title (kicker, index number...). */
  eyebrow?: ReactNode;
  /** The eyebrow is decoration (a number like '02'): hidden from assistive technology. */
  decorativeEyebrow?: boolean;
  /** The paragraph under the title. */
  intro?: ReactNode;
  /** Something drawn between the title and the intro (an ornament). */
  ornament?: ReactNode;
  /** `header` (default) or a plain `div` when the block also holds other content. */
  as?: 'header' | 'div';
  className?: string;
  classes?: { eyebrow?: string; title?: string; intro?: string };
  /** Rendered after the intro, inside the same block. */
  children?: ReactNode;
}

/**
 * The heading block of a demo section: eyebrow, `<h2>`, intro. Unstyled: every page passes the class names of
 * its own CSS module, so the block keeps the page's type and spacing.
 */
export function SectionHeader({
  id,
  title,
  eyebrow,
  decorativeEyebrow = false,
  intro,
  ornament,
  as: Tag = 'header',
  className,
  classes = {},
  children,
}: SectionHeaderProps) {
  return (
    <Tag className={className}>
      {eyebrow !== undefined ? (
        <p className={classes.eyebrow} aria-hidden={decorativeEyebrow || undefined}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      {ornament}
      {intro !== undefined ? <p className={classes.intro}>{intro}</p> : null}
      {children}
    </Tag>
  );
}
