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
