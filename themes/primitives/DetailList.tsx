import type { ReactNode } from 'react';

/** One labelled fact: a contact detail, a figure, an opening time. With `href` the value is a link. */
export interface Detail {
  label: string;
  value: ReactNode;
  href?: string;
}

/** `tel:` address of a phone number written for people ('+39 06 9876 5400' -> 'tel:+390698765400'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A phone detail whose link is derived from the number, so the number is written once. */
export function phoneDetail(label: string, phone: string): Detail {
  return { label, value: phone, href: telHref(phone) };
}

/** An email detail linking to `mailto:`. */
export function emailDetail(label: string, email: string): Detail {
  return { label, value: email, href: `mailto:${email}` };
}

/** The value of a detail: a link when it has an address, else the value as it is. */
export function DetailValue({ detail }: { detail: Detail }) {
  return detail.href ? <a href={detail.href}>{detail.value}</a> : <>{detail.value}</>;
}

export interface DetailListProps {
  items: readonly Detail[];
  className?: string;
  classes?: { item?: string; term?: string; value?: string };
}

/** A description list of labelled facts (`<dl>` of `<div><dt><dd>` groups), styled by the page's classes. */
export function DetailList({ items, className, classes = {} }: DetailListProps) {
  return (
    <dl className={className}>
      {items.map((detail) => (
        <div key={detail.label} className={classes.item}>
          <dt className={classes.term}>{detail.label}</dt>
          <dd className={classes.value}>
            <DetailValue detail={detail} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The same facts as lines of an `<address>`, each in a `<span>` (the page's CSS lays them out). */
export function DetailAddress({ items, className }: { items: readonly Detail[]; className?: string }) {
  return (
    <address className={className}>
      {items.map((detail) => (
        <span key={detail.label}>
          <DetailValue detail={detail} />
        </span>
      ))}
    </address>
  );
}

/** Lines of text (an address, opening hours) as `<span>`s of an `<address>` or items of a list. */
export function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </>
  );
}
