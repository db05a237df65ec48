import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/Icon';
import { SiteFooter } from '../../components/site/SiteFooter';
import { TopBar } from '../../components/site/TopBar';
import { copyText } from '../../lib/clipboard';
import { usePageMeta } from '../../lib/page-meta';
import styles from './PrivacyPage.module.css';
import { TERMS, termsSections, withdrawalForm } from './terms-content';
import terms from './TermsOfSalePage.module.css';
import { useCompanyLegal } from '../../components/site/useCompanyLegal';

/** The terms of sale, linked from the footer, the payment page and the order confirmation email. */
export default function TermsOfSalePage() {
  usePageMeta({ title: TERMS.title, description: TERMS.description });
  const company = useCompanyLegal();
  const sections = termsSections(company);
  const form = withdrawalForm(company);
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  return (
    <>
      <TopBar />
      <main id="contenuto" className={styles.page}>
        <Link to="/" className={styles.back}>
          <Icon name="arrowLeft" size={18} /> {TERMS.home}
        </Link>
        <h1 className={styles.heading}>{TERMS.heading}</h1>
        <p className={styles.updated}>{TERMS.updated}</p>
        <p className={styles.intro}>{TERMS.intro}</p>
        <nav className={`${styles.toc} ${terms.noPrint}`} aria-label={TERMS.tocLabel}>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
            <li>
              <a href={`#${TERMS.form.id}`}>{TERMS.form.title}</a>
            </li>
          </ol>
        </nav>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className={`${styles.section} ${terms.noPrint}`}
            aria-labelledby={`${section.id}-titolo`}
          >
            <h2 id={`${section.id}-titolo`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul className={terms.items}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section id={TERMS.form.id} className={styles.section} aria-labelledby={`${TERMS.form.id}-titolo`}>
          <h2 id={`${TERMS.form.id}-titolo`}>{TERMS.form.title}</h2>
          <p className={terms.noPrint}>{TERMS.form.lead}</p>
          <pre className={terms.form} tabIndex={0} aria-labelledby={`${TERMS.form.id}-titolo`}>
            {form}
          </pre>
          <div className={`${terms.actions} ${terms.noPrint}`}>
            <button
              type="button"
              className={buttonClass('secondary', { small: true })}
              onClick={async () => setCopyStatus((await copyText(form)) ? 'copied' : 'failed')}
            >
              {copyStatus === 'copied' ? TERMS.form.copied : TERMS.form.copy}
            </button>
            <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => window.print()}>
              {TERMS.form.print}
            </button>
          </div>
          <p className={copyStatus === 'failed' ? terms.error : 'visually-hidden'} role="status">
            {copyStatus === 'failed' ? TERMS.form.copyFailed : copyStatus === 'copied' ? TERMS.form.copied : ''}
          </p>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
