import { Fragment, type ReactNode } from 'react';
import { DemoFooter } from './DemoFooter';
import { emailDetail, phoneDetail, telHref, type Detail } from '@themes/primitives/DetailList';
import type { LegalFooterNoteProps } from './LegalFooterNote';

/** A demo business's contact data, as the pages' content.json states it once. */
export interface Business {
  address: string;
  phone: string;
  email: string;
  hours: string;
  /** The legal data of the footer (ragione sociale, sede, P.IVA...). */
  legal: Omit<LegalFooterNoteProps, 'className'>;
  /** A line after the legal data ('Sito dimostrativo...'). */
  note?: string;
}

export type BusinessFact = 'address' | 'phone' | 'email' | 'hours';

/**
 * The business's facts as labelled details for a DetailList, in the order the labels are given:
 * `businessDetails(business, { address: 'Sede', phone: 'Telefono' })`. Phone and email become links.
 */
export function businessDetails(business: Business, labels: Partial<Record<BusinessFact, string>>): Detail[] {
  return (Object.entries(labels) as [BusinessFact, string][]).map(([fact, label]) => {
    if (fact === 'phone') return phoneDetail(label, business.phone);
    if (fact === 'email') return emailDetail(label, business.email);
    return { label, value: business[fact] };
  });
}

function fact(business: Business, name: BusinessFact): ReactNode {
  if (name === 'phone') return <a href={telHref(business.phone)}>{business.phone}</a>;
  if (name === 'email') return <a href={`mailto:${business.email}`}>{business.email}</a>;
  return business[name];
}

/**
 * The business's facts as an `<address>`: each inner list is a line, its facts joined by ' · ', the lines
 * separated by `<br>`. `[['address'], ['phone', 'email']]` gives the address, then phone · email.
 */
export function BusinessAddress({
  business,
  lines,
  className,
}: {
  business: Business;
  lines: readonly (readonly BusinessFact[])[];
  className?: string;
}) {
  return (
    <address className={className}>
      {lines.map((line, lineIndex) => (
        <Fragment key={line.join()}>
          {lineIndex > 0 ? <br /> : null}
          {line.map((name, index) => (
            <Fragment key={name}>
              {index > 0 ? ' · ' : null}
              {fact(business, name)}
            </Fragment>
          ))}
        </Fragment>
      ))}
    </address>
  );
}

/**
 * The footer of a business page: the page's brand, the business's address block, then its legal data and note.
 * The classes say where the page's wrappers go (as DemoFooter's do), so each page keeps its layout.
 */
export function BusinessFooter({
  business,
  brand,
  lines,
  className,
  classes = {},
}: {
  business: Business;
  /** The page's brand line, drawn before the address. */
  brand: ReactNode;
  lines: readonly (readonly BusinessFact[])[];
  className?: string;
  classes?: { legalBlock?: string; inner?: string };
}) {
  return (
    <DemoFooter
      className={className}
      classes={{ legalBlock: classes.legalBlock }}
      legal={business.legal}
      note={business.note}
    >
      <div className={classes.inner}>
        {brand}
        <BusinessAddress business={business} lines={lines} />
      </div>
    </DemoFooter>
  );
}
