import type { ReactNode } from 'react';
import type { Brief, BriefField, BriefReview } from '@core/api';
import { fieldValue } from '@core/brief/patch';
import { PLANS } from '@core/plans';
import { formatDateTime } from '../../../lib/format';
import { QUESTIONNAIRE_DETAIL as TEXT, STYLE_NAMES } from '../content';
import { FlagList } from './FlagList';
import styles from './BriefView.module.css';

const COLOR_VALUE = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The order the operator reads the brief in. */
const ROWS: ReadonlyArray<BriefField | 'style' | 'plan'> = [
  'business_name',
  'owner_name',
  'activity',
  'city',
  'target_customers',
  'services',
  'opening_hours',
  'strengths',
  'tone',
  'register',
  'style',
  'colors',
  'email',
  'phone',
  'whatsapp',
  'pec',
  'address',
  'social',
  'vat_number',
  'domain_wish',
  'plan',
  'notes',
];

/**
 * The structured brief as a readable definition list: every field ("Non indicato" where empty), what the
 * customer corrected or confirmed in the summary, and the messages the assistant flagged.
 */
export function BriefView({ brief, review }: { brief: Brief; review?: BriefReview }) {
  const edited = new Set(review?.edited_fields ?? brief.edited_fields ?? []);
  const confirmed = new Set(review?.confirmed_fields ?? []);
  const unverified = new Set(brief.unverified_fields ?? []);
  return (
    <>
      {brief.flags && brief.flags.length > 0 && <FlagList flags={brief.flags} />}
      <p className={styles.review}>
        {review?.confirmed_at
          ? TEXT.review.confirmed(formatDateTime(review.confirmed_at))
          : edited.size > 0
            ? `${TEXT.review.notConfirmed} ${TEXT.review.editedOnly}`
            : TEXT.review.notConfirmed}
      </p>
      <dl className={styles.list}>
        {ROWS.map((row) => {
          if (row === 'plan')
            return (
              <Row key={row} term={TEXT.briefFields.plan}>
                {PLANS[brief.plan_type].name}
              </Row>
            );
          if (row === 'style')
            return (
              <Row key={row} term={TEXT.briefFields.style}>
                {orNotGiven(brief.style ? STYLE_NAMES[brief.style] : null)}
              </Row>
            );
          if (row === 'domain_wish' && brief.plan_type !== 'pro') return null;
          const mark = unverified.has(row)
            ? 'unverified'
            : edited.has(row)
              ? 'edited'
              : confirmed.has(row)
                ? 'confirmed'
                : null;
          return (
            <Row key={row} term={TEXT.briefFields[row]} mark={mark}>
              <Value field={row} value={fieldValue(brief, row)} />
            </Row>
          );
        })}
      </dl>
    </>
  );
}

function orNotGiven(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? (
    <span className={styles.missing}>{TEXT.notGiven}</span>
  ) : (
    value
  );
}

function Value({ field, value }: { field: BriefField; value: unknown }) {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return orNotGiven(null);
  if (field === 'services') {
    return (
      <ul className={styles.services}>
        {(value as Brief['services']).map((service, index) => (
          <li key={`${service.name}-${index}`}>
            <span>{service.name}</span>
            {service.price && <span className={styles.price}>{service.price}</span>}
          </li>
        ))}
      </ul>
    );
  }
  if (field === 'colors') {
    return (
      <ul className={styles.colors}>
        {(value as string[]).map((color, index) => (
          <li key={`${color}-${index}`}>
            {COLOR_VALUE.test(color) && (
              <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />
            )}
            {color}
          </li>
        ))}
      </ul>
    );
  }
  if (field === 'register') return <>{TEXT.register[value as 'tu' | 'lei']}</>;
  if (Array.isArray(value)) return <>{value.join(', ')}</>;
  return <>{String(value)}</>;
}

type Mark = 'edited' | 'confirmed' | 'unverified';

function Row({ term, mark = null, children }: { term: string; mark?: Mark | null; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>
        {term}
        {mark && <span className={styles[mark]}>{TEXT[mark]}</span>}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
