import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MAX_LENGTH } from '@core/api';
import { MESSAGES } from '@core/backend/messages';
import { ApiError } from '../../lib/api-call';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../components/button';
import { approveReview, getReview, getReviewPreview, requestChange, type Review } from '../../components/review/api';
import { ChangeRequestList } from '../../components/review/ChangeRequestList';
import { counterLine, extraFeeLine, REVIEW_COPY as T, sectionName } from '../../components/review/content';
import styles from './ReviewPage.module.css';

const TEXT_MAX = MAX_LENGTH['ChangeRequestInput.text'];

type Load = { state: 'loading' } | { state: 'invalid' } | { state: 'error' } | { state: 'ready'; review: Review };

/** `<meta name="robots" content="noindex">` while the page is shown: a preview is never indexed. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /anteprima/<token>: the customer's review page (issue 29). The exact version the link shows, in a frame
 * at phone or desktop width, the counter the plans promise, «Approva e pubblica», «Richiedi una modifica»
 * (a section can be picked by clicking it on the preview) and the requests so far. An unknown, expired or
 * used link gets one Italian page.
 */
export default function ReviewPage() {
  usePageMeta({ title: `${T.pageTitle} · Landing Facile` });
  useNoIndex();
  const { token = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(async () => setGeneration((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    getReview(token).then(
      (review) => current && setLoad({ state: 'ready', review }),
      (error: unknown) => {
        if (!current) return;
        const status = error instanceof ApiError ? error.status : 0;
        setLoad({ state: status === 404 || status === 400 ? 'invalid' : 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, generation]);

  if (load.state === 'loading') {
    return (
      <main className={styles.page}>
        <p role="status">{T.loading}</p>
      </main>
    );
  }
  if (load.state === 'invalid' || load.state === 'error') {
    return (
      <main className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.title}>{load.state === 'invalid' ? T.invalidTitle : T.pageTitle}</h1>
          <p>{load.state === 'invalid' ? T.invalidIntro : T.error}</p>
          <Link className={buttonClass('primary')} to="/login">
            {T.toLogin}
          </Link>
        </div>
      </main>
    );
  }
  return <ReviewScreen token={token} review={load.review} onChanged={refresh} />;
}

function ReviewScreen({ token, review, onChanged }: { token: string; review: Review; onChanged: () => Promise<void> }) {
  const [device, setDevice] = useState<'phone' | 'desktop'>('desktop');
  const [html, setHtml] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [section, setSection] = useState('');
  const [approval, setApproval] = useState<
    | { state: 'idle' | 'busy' | 'stale' | 'error' }
    | { state: 'done'; url: string }
    | { state: 'refused'; reason: string }
  >({ state: 'idle' });
  const frame = useRef<HTMLIFrameElement>(null);
  const versionId = review.version.version_id;

  useEffect(() => {
    let current = true;
    getReviewPreview(token, versionId).then(
      (page) => current && setHtml(page),
      () => current && setHtml(''),
    );
    return () => {
      current = false;
    };
  }, [token, versionId]);

  /** Clicking a section of the preview opens the form on it (the frame runs no script of its own). */
  const wireSections = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    for (const s of review.sections) {
      const element = doc.getElementById(s.section_id);
      if (!element) continue;
      element.style.cursor = 'pointer';
      element.title = `${T.askChange}: ${sectionName(s)}`;
      element.addEventListener('click', (event) => {
        event.preventDefault();
        setSection(s.section_id);
        setFormOpen(true);
      });
    }
  }, [review.sections]);

  async function approve() {
    setApproval({ state: 'busy' });
    try {
      const published = await approveReview(token, versionId);
      setApproval({ state: 'done', url: published.urls[0] ?? '' });
    } catch (error) {
      // A 409 is a newer version (reload and look again), or a reason the page cannot go live yet (a missing
      // P.IVA…), which the server explains in Italian: reloading would not help, so say it.
      const reason = error instanceof ApiError && error.status === 409 ? error.problem?.detail : undefined;
      if (reason === undefined) setApproval({ state: 'error' });
      else setApproval(reason === MESSAGES.review.stale ? { state: 'stale' } : { state: 'refused', reason });
    }
  }

  return (
    <main className={styles.page}>
      <p className={styles.banner}>{T.banner}</p>
      <header className={styles.header}>
        <h1 className={styles.title}>{T.pageTitle}</h1>
        <p>{T.intro(review.business_name)}</p>
        <p className={styles.counter}>{counterLine(review)}</p>
      </header>

      <div className={styles.toolbar}>
        <div role="group" aria-label={T.deviceGroup} className={styles.devices}>
          <button
            type="button"
            className={buttonClass('secondary', { small: true })}
            aria-pressed={device === 'phone'}
            onClick={() => setDevice('phone')}
          >
            {T.phone}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', { small: true })}
            aria-pressed={device === 'desktop'}
            onClick={() => setDevice('desktop')}
          >
            {T.desktop}
          </button>
        </div>
        <span className={styles.muted}>{T.versionLabel(review.version.number)}</span>
      </div>

      <div className={device === 'phone' ? styles.framePhone : styles.frameDesktop}>
        {html !== null && (
          <iframe
            ref={frame}
            className={styles.frame}
            title={T.frameTitle}
            srcDoc={html}
            // Same origin so the page can find the sections to click; no scripts run inside.
            sandbox="allow-same-origin"
            onLoad={wireSections}
          />
        )}
      </div>

      <section className={styles.actions} aria-label={T.approve}>
        {approval.state === 'done' ? (
          <p role="status" className={styles.done}>
            {T.published}{' '}
            <a className={styles.link} href={approval.url}>
              {approval.url}
            </a>{' '}
            {/* The app's own page of the site: the way in the demo, where the site has no host of its own. */}
            {T.inApp}{' '}
            <Link className={styles.link} to={`/siti/${review.slug}`}>
              {`/siti/${review.slug}`}
            </Link>
          </p>
        ) : (
          <>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={approval.state === 'busy'}
              onClick={() => void approve()}
            >
              {approval.state === 'busy' ? T.approving : T.approve}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setFormOpen(true)}
              aria-expanded={formOpen}
            >
              {T.askChange}
            </button>
          </>
        )}
        {approval.state === 'stale' && (
          <p role="alert" className={styles.fieldError}>
            {T.stale}{' '}
            <button
              type="button"
              className={buttonClass('secondary', { small: true })}
              onClick={() => void onChanged()}
            >
              {T.reload}
            </button>
          </p>
        )}
        {approval.state === 'refused' && (
          <p role="alert" className={styles.fieldError}>
            {approval.reason}
          </p>
        )}
        {approval.state === 'error' && (
          <p role="alert" className={styles.fieldError}>
            {T.error}
          </p>
        )}
      </section>

      {formOpen && (
        <ChangeForm
          token={token}
          review={review}
          section={section}
          onSection={setSection}
          onClose={() => setFormOpen(false)}
          onSent={onChanged}
        />
      )}

      <section className={styles.requests} aria-labelledby="richieste-titolo">
        <h2 id="richieste-titolo">{T.requestsTitle}</h2>
        <ChangeRequestList requests={review.requests} />
      </section>
    </main>
  );
}

function ChangeForm(props: {
  token: string;
  review: Review;
  section: string;
  onSection: (id: string) => void;
  onClose: () => void;
  onSent: () => Promise<void>;
}) {
  const { review } = props;
  const [text, setText] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<{ field: 'text' | 'consent' | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const extra = review.free_left === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError({ field: 'text', message: T.emptyText });
    if (extra && !consent) return setError({ field: 'consent', message: T.needConsent });
    setBusy(true);
    setError(null);
    try {
      const created = await requestChange(props.token, {
        text,
        ...(props.section ? { section_id: props.section } : {}),
        ...(extra ? { accept_extra_fee: true } : {}),
      });
      setSent(created.number);
      setText('');
      setConsent(false);
      await props.onSent();
    } catch (e) {
      const problem = e instanceof ApiError ? e.problem : null;
      if (problem?.field === 'accept_extra_fee') await props.onSent();
      setError({
        field: problem?.field === 'text' ? 'text' : problem?.field === 'accept_extra_fee' ? 'consent' : null,
        message: problem?.detail ?? T.error,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-labelledby="modifica-titolo" noValidate>
      <h2 id="modifica-titolo">{T.formTitle}</h2>
      {sent !== null && (
        <p role="status" className={styles.done}>
          {T.sent(sent)}
        </p>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="modifica-sezione">
          {T.sectionLabel}
        </label>
        <select
          id="modifica-sezione"
          className={styles.input}
          value={props.section}
          onChange={(e) => props.onSection(e.target.value)}
        >
          <option value="">{T.anySection}</option>
          {review.sections.map((s) => (
            <option key={s.section_id} value={s.section_id}>
              {sectionName(s)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="modifica-testo">
          {T.textLabel}
        </label>
        <textarea
          id="modifica-testo"
          className={styles.input}
          rows={5}
          maxLength={TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error?.field === 'text'}
          aria-describedby="modifica-aiuto"
        />
        <p id="modifica-aiuto" className={styles.hint}>
          {T.textHint(TEXT_MAX)} {T.charsLeft(TEXT_MAX - text.length)}
        </p>
      </div>
      {extra && (
        <div className={styles.extra}>
          <p className={styles.extraLine}>{extraFeeLine(review.extra_fee_eur)}</p>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={error?.field === 'consent'}
            />
            {T.extraConfirm(review.extra_fee_eur)}
          </label>
        </div>
      )}
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error.message}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? T.sending : T.send}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={props.onClose}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
