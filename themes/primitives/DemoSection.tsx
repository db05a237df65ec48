import type { ReactNode } from 'react';
import { SectionHeader, type SectionHeaderProps } from './SectionHeader';

/** The copy of a section heading, as the pages keep it in content.json: the intro is `intro`, else `text`, else `lead`. */
export interface SectionCopy {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  text?: ReactNode;
  lead?: ReactNode;
}

/** How a page draws its section headings: the class names of its own CSS module. */
export interface SectionLook {
  /** The `<section>`'s class. */
  className?: string;
  /** Class of a `<div>` wrapped around the content (a full-width band with a centred column). */
  inner?: string;
  /** `header` (default) or a plain `div` when the block also holds other content. */
  as?: SectionHeaderProps['as'];
  /** Class of the heading block. */
  headClassName?: string;
  classes?: SectionHeaderProps['classes'];
  decorativeEyebrow?: boolean;
}

/**
 * The look most pages give their sections, from the class names of their CSS module: `styles.section` on the
 * section, `styles.sectionHead` on the heading block, `styles.eyebrow` on the eyebrow; `own` adds or replaces.
 */
export function sectionLook(styles: Readonly<Record<string, string>>, own: SectionLook = {}): SectionLook {
  return { className: styles.section, headClassName: styles.sectionHead, classes: { eyebrow: styles.eyebrow }, ...own };
}

export interface DemoSectionProps extends SectionLook {
  /** The anchor the navigation links to. */
  id?: string;
  /** Id of the `<h2>`: the section is labelled by it (`aria-labelledby`). */
  titleId: string;
  heading: SectionCopy;
  /** Drawn between the title and the intro (an ornament). */
  ornament?: ReactNode;
  /** Rendered inside the heading block, after the intro (contact details, a list that belongs to the text). */
  aside?: ReactNode;
  /** Rendered before the heading block, inside the section (a picture on the left). */
  before?: ReactNode;
  /** The section's content after the heading block. */
  children?: ReactNode;
}

/**
 * A titled section of a demo page: `<section aria-labelledby>` with the SectionHeader (eyebrow, `<h2>`, intro)
 * and the content. Unstyled: every page passes the class names of its own CSS module (often once, as a
 * `SectionLook` spread into each section), so every page keeps its own design.
 */
export function DemoSection({
  id,
  titleId,
  heading,
  ornament,
  aside,
  before,
  children,
  className,
  inner,
  as,
  headClassName,
  classes,
  decorativeEyebrow,
}: DemoSectionProps) {
  const { title, eyebrow, intro = heading.text ?? heading.lead } = heading;
  const body = (
    <>
      {before}
      <SectionHeader
        {...{ id: titleId, title, eyebrow, intro, ornament, as, classes, decorativeEyebrow }}
        className={headClassName}
      >
        {aside}
      </SectionHeader>
      {children}
    </>
  );
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      {inner === undefined ? body : <div className={inner}>{body}</div>}
    </section>
  );
}

/** A content section's frame: its id as the anchor, its heading labelling it (`<id>-title`), the design's look. */
export function sectionFrame(
  section: { id: string },
  heading: SectionCopy,
  look: SectionLook,
): Pick<DemoSectionProps, 'id' | 'titleId' | 'heading'> & SectionLook {
  return { id: section.id, titleId: `${section.id}-title`, heading, ...look };
}
