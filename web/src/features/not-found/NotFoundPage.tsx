import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/Icon';
import { SiteFooter } from '../../components/site/SiteFooter';
import { TopBar } from '../../components/site/TopBar';
import { usePageMeta } from '../../lib/page-meta';
import { NOT_FOUND } from './content';
import styles from './NotFoundPage.module.css';

/** Any unknown path (the server also answers it with status 404). */
export default function NotFoundPage() {
  usePageMeta({ title: NOT_FOUND.title });
  return (
    <>
      <TopBar />
      <main id="contenuto" className={styles.page}>
        <p className={styles.code} aria-hidden="true">
          {NOT_FOUND.code}
        </p>
        <h1 className={styles.heading}>{NOT_FOUND.heading}</h1>
        <p className={styles.text}>{NOT_FOUND.text}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClass('primary')}>
            <Icon name="arrowLeft" size={18} /> {NOT_FOUND.home}
          </Link>
          <Link to="/#prezzi" className={buttonClass('secondary')}>
            {NOT_FOUND.pricing}
          </Link>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
