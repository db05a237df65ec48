import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../../lib/api-client';
import { ApiError, call } from '../../../lib/api-call';
import { usePageMeta } from '../../../lib/page-meta';
import styles from './PublishedSitePage.module.css';

const TEXT = {
  title: (slug: string) => `Sito pubblicato «${slug}» · Landing Facile`,
  frame: (slug: string) => `Pagina pubblicata del sito ${slug}`,
  loading: 'Caricamento del sito…',
  notFound: 'Nessun sito pubblicato a questo indirizzo.',
  failed: 'Non è stato possibile caricare il sito.',
  home: 'Torna alla home',
} as const;

type State = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'missing' | 'failed' };

/**
 * `/siti/{slug}`: a customer's published page as its own host serves it (getPublishedSitePage), inside the app.
 * The browser-only demo has no hosts of its own, so this is where its published pages open; the server answers
 * the same path. The page is the iframe's `srcdoc` (the renderer escapes every text), sandboxed.
 */
export default function PublishedSitePage() {
  const { slug = '' } = useParams();
  usePageMeta({ title: TEXT.title(slug) });
  const [answer, setAnswer] = useState<{ slug: string; state: State } | null>(null);
  useEffect(() => {
    let current = true;
    call(() => api.GET('/sites/{slug}', { params: { path: { slug } }, parseAs: 'text' })).then(
      (html) => current && setAnswer({ slug, state: { status: 'ready', html } }),
      (error: unknown) =>
        current &&
        setAnswer({
          slug,
          state: { status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' },
        }),
    );
    return () => {
      current = false;
    };
  }, [slug]);
  const state: State = answer?.slug === slug ? answer.state : { status: 'loading' };

  if (state.status === 'ready') {
    return <iframe className={styles.frame} title={TEXT.frame(slug)} srcDoc={state.html} sandbox="" />;
  }
  return (
    <main id="contenuto" className={styles.message}>
      {state.status === 'loading' ? (
        <p role="status">{TEXT.loading}</p>
      ) : (
        <>
          <h1>{state.status === 'missing' ? TEXT.notFound : TEXT.failed}</h1>
          <Link to="/">{TEXT.home}</Link>
        </>
      )}
    </main>
  );
}
