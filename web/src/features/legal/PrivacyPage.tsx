import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { SiteFooter } from '../../components/site/SiteFooter';
import { TopBar } from '../../components/site/TopBar';
import { usePageMeta } from '../../lib/page-meta';
import { PRIVACY } from './content';
import styles from './PrivacyPage.module.css';

const sectionId = (index: number) => `sezione-${index + 1}`;

/** The privacy notice linked from every footer. */
export default function PrivacyPage() {
  usePageMeta({ title: PRIVACY.title });
  return (
    <>
      <TopBar />
      <main id="contenuto" className={styles.page}>
        <Link to="/" className={styles.back}>
          <Icon name="arrowLeft" size={18} /> {PRIVACY.home}
        </Link>
        <h1 className={styles.heading}>{PRIVACY.heading}</h1>
        <p className={styles.updated}>{PRIVACY.updated}</p>
        <p className={styles.intro}>{PRIVACY.intro}</p>
        <nav className={styles.toc} aria-label={PRIVACY.tocLabel}>
          <ol>
            {PRIVACY.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${sectionId(index)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {PRIVACY.sections.map((section, index) => (
          <section
            key={section.title}
            id={sectionId(index)}
            className={styles.section}
            aria-labelledby={`${sectionId(index)}-titolo`}
          >
            <h2 id={`${sectionId(index)}-titolo`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </main>
      <SiteFooter />
    </>
  );
}
