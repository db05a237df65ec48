import type { ReactNode } from 'react';

/** One card of a list: its title (also its key) and, when it has one, its text. */
export interface CardCopy {
  title: string;
  text?: ReactNode;
}

/** The number of the card at `index` as two digits: 01, 02... */
export const twoDigits = (index: number) => String(index + 1).padStart(2, '0');

export interface CardListProps<T extends CardCopy> {
  items: readonly T[];
  /** `ul` (default) or `ol` when the order means something (steps, numbered services). */
  as?: 'ul' | 'ol';
  className?: string;
  /** Class of each `<li>`. */
  itemClassName?: string;
  /** An icon drawn above the title, inside a `<span>` with `iconClassName`. */
  icon?: (item: T, index: number) => ReactNode;
  iconClassName?: string;
  /** A decorative number before the title (hidden from assistive technology: the list is already ordered). */
  number?: (index: number) => ReactNode;
  numberClassName?: string;
  /** Drawn before the title (after the icon): a number, a figure, a badge. */
  before?: (item: T, index: number) => ReactNode;
  /** Wraps the title and the text in a `<div>` (with this class, if a string): the body beside a marker. */
  body?: boolean | string;
  /** Drawn after the text: tags, details, a button. */
  after?: (item: T, index: number) => ReactNode;
}

/**
 * A grid or list of cards: `<ul>`/`<ol>` of `<li>` with an optional icon, an `<h3>` title and a `<p>` text, plus
 * the page's own slots before and after. Unstyled: the page passes the class names of its own CSS module.
 */
export function CardList<T extends CardCopy>({
  items,
  as: Tag = 'ul',
  className,
  itemClassName,
  icon,
  iconClassName,
  number,
  numberClassName,
  before,
  body,
  after,
}: CardListProps<T>) {
  return (
    <Tag className={className}>
      {items.map((item, index) => (
        <li key={item.title} className={itemClassName}>
          {icon ? <span className={iconClassName}>{icon(item, index)}</span> : null}
          {number ? (
            <span className={numberClassName} aria-hidden="true">
              {number(index)}
            </span>
          ) : null}
          {before?.(item, index)}
          {body ? (
            <div className={typeof body === 'string' ? body : undefined}>
              <CardText item={item} />
            </div>
          ) : (
            <CardText item={item} />
          )}
          {after?.(item, index)}
        </li>
      ))}
    </Tag>
  );
}

function CardText({ item }: { item: CardCopy }) {
  return (
    <>
      <h3>{item.title}</h3>
      {item.text !== undefined ? <p>{item.text}</p> : null}
    </>
  );
}
