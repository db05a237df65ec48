import type { SiteSectionOf } from '@core/api';

/** The questions of a FAQ section, each a `<details>` that opens on its answer (no script needed). */
export function Questions({ items, className }: { items: SiteSectionOf<'faq'>['props']['items']; className?: string }) {
  return (
    <div className={className}>
      {items.map((item, index) => (
        <details key={index}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
