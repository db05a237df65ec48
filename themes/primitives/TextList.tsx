export interface TextListProps {
  /** The lines of the list; each is also its key. */
  items: readonly string[];
  /** `ul` (default) or `ol` when the order means something. */
  as?: 'ul' | 'ol';
  className?: string;
  /** Accessible name of the list when the text around it does not say what it lists. */
  label?: string;
}

/** A plain list of short lines (chips, tags, included items, opening hours): `<ul>`/`<ol>` of `<li>`. */
export function TextList({ items, as: Tag = 'ul', className, label }: TextListProps) {
  return (
    <Tag className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Tag>
  );
}
