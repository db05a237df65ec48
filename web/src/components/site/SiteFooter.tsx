import { Link } from 'react-router-dom';
import { COMPANY } from './company';
import { FOOTER } from './footer-content';
import { Logo } from './Logo';
import { SectionLink } from './SectionLink';
import styles from './SiteFooter.module.css';
import { phoneHref, useCompanyLegal } from './useCompanyLegal';

/** Build year, fixed at build time so the prerendered and hydrated footers always agree. */
const YEAR = 2026;

/** The site footer: contact details, link columns and the company's legal details (id `contatti`). */
export function SiteFooter() {
  // The configured seller (COMPANY_* variables), in place of the placeholders once GET /api/ answers.
  const company = useCompanyLegal();
  return (
    <footer id="contatti" className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.wide}>
          <Logo tone="light" />
          <p className={styles.tagline}>{COMPANY.tagline}</p>
        </div>
        <section className={styles.wide} aria-labelledby="footer-contatti">
          <h2 id="footer-contatti" className={styles.heading}>
            {FOOTER.contactsTitle}
          </h2>
          <dl className={styles.contacts}>
            <dt>{FOOTER.emailLabel}</dt>
            <dd>
              <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            </dd>
            <dt>{FOOTER.phoneLabel}</dt>
            <dd>
              <a href={phoneHref(company.phone)}>{company.phone}</a>
            </dd>
            <dt>{FOOTER.hoursLabel}</dt>
            <dd>{COMPANY.hours}</dd>
          </dl>
        </section>
        {FOOTER.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.label}>
                  {'section' in link ? (
                    <SectionLink id={link.section}>{link.label}</SectionLink>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.legal}>
        {FOOTER.copyright} {YEAR} {FOOTER.legal(company)}
      </p>
    </footer>
  );
}
