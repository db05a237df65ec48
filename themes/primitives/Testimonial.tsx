import type { ReactNode } from 'react';

export interface TestimonialProps {
  quote: ReactNode;
  /** Who said it, with any context; inside the `<figcaption>`. */
  caption: ReactNode;
  /** Shown before the quote (stars, a result line...). */
  before?: ReactNode;
  /** Wraps the quote in a `<p>` inside the blockquote (pages whose CSS styles `blockquote p`). */
  paragraph?: boolean;
  className?: string;
}

/** A quotation with its source: `<figure>` with `<blockquote>` and `<figcaption>`, the semantic pair for a testimonial. */
export function Testimonial({ quote, caption, before, paragraph = false, className }: TestimonialProps) {
  return (
    <figure className={className}>
      {before}
      <blockquote>{paragraph ? <p>{quote}</p> : quote}</blockquote>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export interface TestimonialListProps<T extends { quote: ReactNode }> {
  items: readonly T[];
  /** The caption of each quote: who said it, with the page's own markup. */
  caption: (item: T) => ReactNode;
  /** Drawn before each quote (stars, a result line...). */
  before?: (item: T) => ReactNode;
  paragraph?: boolean;
  /** Class of the wrapping `<div>` (the grid). */
  className?: string;
  /** Class of each `<figure>`. */
  itemClassName?: string;
}

/** The testimonials of a section: a `<div>` of Testimonial figures, each captioned by the page. */
export function TestimonialList<T extends { quote: ReactNode }>({
  items,
  caption,
  before,
  paragraph,
  className,
  itemClassName,
}: TestimonialListProps<T>) {
  return (
    <div className={className}>
      {items.map((item, index) => (
        <Testimonial
          key={index}
          className={itemClassName}
          before={before?.(item)}
          quote={item.quote}
          caption={caption(item)}
          paragraph={paragraph}
        />
      ))}
    </div>
  );
}
