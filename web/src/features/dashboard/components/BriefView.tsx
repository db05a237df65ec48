import type { ReactNode } from 'react';
import type { Brief } from '../../../../../core/api';
import { PLANS } from '../../../../../core/plans';
import { QUESTIONNAIRE_DETAIL as TEXT, STYLE_NAMES } from '../content';
import styles from './BriefView.module.css';

const COLOR_VALUE = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function orNotGiven(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? <span className={styles.missing}>{TEXT.notGiven}</span> : value;
}

/** The structured brief as a readable definition list: every field, "Non indicato" where empty. */
export function BriefView({ brief }: { brief: Brief }) {
  const f = TEXT.briefFields;
  const contacts = brief.contacts;
  const contactRows = (
    [
      [TEXT.contacts.email, contacts.email],
      [TEXT.contacts.phone, contacts.phone],
      [TEXT.contacts.whatsapp, contacts.whatsapp],
      [TEXT.contacts.address, contacts.address],
      [TEXT.contacts.social, contacts.social.length > 0 ? contacts.social.join(', ') : null],
    ] as const
  ).filter(([, value]) => value);

  return (
    <dl className={styles.list}>
      <Row term={f.business_name}>{orNotGiven(brief.business_name)}</Row>
      <Row term={f.activity}>{orNotGiven(brief.activity)}</Row>
      <Row term={f.city}>{orNotGiven(brief.city)}</Row>
      <Row term={f.target_customers}>{orNotGiven(brief.target_customers)}</Row>
      <Row term={f.services}>
        {brief.services.length === 0
          ? orNotGiven(null)
          : (
            <ul className={styles.services}>
              {brief.services.map((service, index) => (
                <li key={`${service.name}-${index}`}>
                  <span>{service.name}</span>
                  {service.price && <span className={styles.price}>{service.price}</span>}
                </li>
              ))}
            </ul>
          )}
      </Row>
      <Row term={f.strengths}>{orNotGiven(brief.strengths)}</Row>
      <Row term={f.tone}>{orNotGiven(brief.tone)}</Row>
      <Row term={f.style}>{orNotGiven(brief.style ? STYLE_NAMES[brief.style] : null)}</Row>
      <Row term={f.colors}>
        {brief.colors.length === 0
          ? orNotGiven(null)
          : (
            <ul className={styles.colors}>
              {brief.colors.map((color, index) => (
                <li key={`${color}-${index}`}>
                  {COLOR_VALUE.test(color) && <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />}
                  {color}
                </li>
              ))}
            </ul>
          )}
      </Row>
      <Row term={f.contacts}>
        {contactRows.length === 0
          ? orNotGiven(null)
          : (
            <ul className={styles.contacts}>
              {contactRows.map(([label, value]) => (
                <li key={label}><span className={styles.contactLabel}>{label}:</span> {value}</li>
              ))}
            </ul>
          )}
      </Row>
      <Row term={f.domain_wish}>{orNotGiven(brief.domain_wish)}</Row>
      <Row term={f.plan}>{PLANS[brief.plan_type].name}</Row>
      <Row term={f.notes}>{orNotGiven(brief.notes)}</Row>
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
