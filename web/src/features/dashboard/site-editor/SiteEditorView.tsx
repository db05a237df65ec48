import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ENUMS, type SiteContent, type SitePalette, type SiteSection, type SiteThemeId } from '@core/api';
import { emailInput, phoneInput, retargetContactLinks } from '@core/sites/contact-input';
import { THEMES } from '@themes/registry';
import { useToast } from '../../../components/toast';
import { ApiError, isUnauthorized } from '../../../lib/api-call';
import { formatWhen } from '../../../lib/format';
import { ErrorBanner } from '../components/ErrorBanner';
import { Panel } from '../components/Panel';
import questionnaireStyles from '../components/QuestionnaireView.module.css';
import { LoadingState } from '../components/StatsOverview';
import ui from '../components/ui.module.css';
import { orderSearch } from '../orders/links';
import { useResource } from '../orders/use-resource';
import {
  getOrderSite,
  getSiteVersion,
  previewSiteContent,
  publishSite,
  rollbackSite,
  saveSiteVersion,
  type Site,
  type SitePublished,
  type SiteVersion,
} from './api';
import { ADD_SECTION, EDITOR, FIELD_LABELS, SECTION_TYPE_LABELS } from './content';
import { ContactField } from './ContactField';
import { FieldNodes, ImageField, TextField } from './FieldControls';
import {
  BUSINESS_EMAIL_FIELDS,
  BUSINESS_MAX_LENGTH,
  BUSINESS_PHONE_FIELDS,
  BUSINESS_TEXT_FIELDS,
  businessListFields,
  PHONE_MAX_LENGTH,
  META_MAX_LENGTH,
  SECTION_LABEL_MAX_LENGTH,
  sectionFields,
} from './fields';
import { SECTION_PARAM } from './links';
import { setIn, type Path } from './paths';
import styles from './SiteEditor.module.css';

const THEME_IDS = ENUMS.SiteThemeId as readonly SiteThemeId[];
const PALETTE_KEYS = ['primary', 'accent', 'surface', 'ink'] as const satisfies readonly (keyof SitePalette)[];
const PREVIEW_WIDTH = { phone: 390, desktop: 1280 } as const;
type Device = keyof typeof PREVIEW_WIDTH;
const PREVIEW_DELAY_MS = 500;
const BUSINESS_LISTS = businessListFields();

interface SiteEditorViewProps {
  orderId: string;
  onUnauthorized: () => void;
}

/** /admin?vista=sito&ordine=<id>: the operator finishes the order's page, previews it and publishes it. */
export default function SiteEditorView({ orderId, onUnauthorized }: SiteEditorViewProps) {
  const { state, reload } = useResource(orderId, getOrderSite, onUnauthorized);
  return (
    <>
      <p className={questionnaireStyles.back}>
        <Link className={ui.link} to={{ search: orderSearch(orderId) }}>
          <span aria-hidden="true">← </span>
          {EDITOR.back}
        </Link>
      </p>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'failed' && <ErrorBanner message={EDITOR.loadError} />}
      {state.status === 'not-found' && <ErrorBanner message={EDITOR.loadError} detail={EDITOR.noSite} />}
      {state.status === 'ready' && (
        <SiteEditor orderId={orderId} site={state.data} onSiteChanged={reload} onUnauthorized={onUnauthorized} />
      )}
    </>
  );
}

interface Working {
  content: SiteContent;
  theme: SiteThemeId;
  palette: SitePalette;
}

const workingOf = (version: SiteVersion): Working => ({
  content: version.content,
  theme: version.theme,
  palette: version.palette,
});

interface SiteEditorProps {
  orderId: string;
  site: Site;
  /** Read the site again (versions, blockers, live urls) after a save, a publish or a rollback. */
  onSiteChanged: () => void;
  onUnauthorized: () => void;
}

export function SiteEditor({ orderId, site, onSiteChanged, onUnauthorized }: SiteEditorProps) {
  const toast = useToast();
  const [working, setWorking] = useState<Working>(() => workingOf(site.latest));
  const [base, setBase] = useState({ id: site.latest.version_id, number: site.latest.number });
  const [edited, setEdited] = useState<readonly string[]>(site.latest.edited_fields);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<{ message: string; conflict: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Contact fields holding what the page cannot take (by label), and a counter that redraws the business
  // form from a version's content when another version is loaded.
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [generation, setGeneration] = useState(0);
  const setValidity = (field: string, valid: boolean) =>
    setInvalid((current) => {
      if (valid !== current.has(field)) return current;
      const next = new Set(current);
      if (valid) next.delete(field);
      else next.add(field);
      return next;
    });

  function change(next: Working, paths: readonly string[]) {
    setWorking(next);
    setDirty(true);
    setSaveError(null);
    setEdited((current) => [...new Set([...current, ...paths])]);
  }
  const setContent = (path: Path, value: unknown, editedPath: string) =>
    change({ ...working, content: setIn(working.content, path, value) }, [editedPath]);

  function restart(version: SiteVersion) {
    setWorking(workingOf(version));
    setInvalid(new Set());
    setGeneration((n) => n + 1);
    setEdited(version.edited_fields);
    setDirty(false);
    setSaveError(null);
  }

  async function save() {
    if (invalid.size > 0) {
      setSaveError({ message: EDITOR.fixFields([...invalid].join(', ')), conflict: false });
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await saveSiteVersion(orderId, {
        ...working,
        edited_fields: edited.slice(0, 500),
        base_version_id: base.id,
      });
      setBase({ id: saved.version_id, number: saved.number });
      setDirty(false);
      setNotice(null);
      toast.show(EDITOR.savedToast(saved.number), { tone: 'success' });
      onSiteChanged();
    } catch (caught) {
      if (isUnauthorized(caught)) return onUnauthorized();
      const problem = caught instanceof ApiError ? caught : null;
      if (problem?.status === 409) setSaveError({ message: EDITOR.conflict, conflict: true });
      else if (problem?.status === 400 && problem.problem?.detail)
        setSaveError({ message: EDITOR.invalid(problem.problem.detail), conflict: false });
      else setSaveError({ message: problem?.problem?.detail ?? EDITOR.saveError, conflict: false });
    } finally {
      setSaving(false);
    }
  }

  async function reloadLatest() {
    try {
      const fresh = await getOrderSite(orderId);
      restart(fresh.latest);
      setBase({ id: fresh.latest.version_id, number: fresh.latest.number });
      onSiteChanged();
    } catch (caught) {
      if (isUnauthorized(caught)) onUnauthorized();
      else setSaveError({ message: EDITOR.loadError, conflict: true });
    }
  }

  async function openVersion(versionId: string) {
    try {
      const version = await getSiteVersion(orderId, versionId);
      setWorking(workingOf(version));
      setInvalid(new Set());
      setGeneration((n) => n + 1);
      setEdited((current) => [...new Set([...current, ...version.edited_fields])]);
      setDirty(true);
      setNotice(EDITOR.opened(version.number));
    } catch (caught) {
      if (isUnauthorized(caught)) onUnauthorized();
      else setSaveError({ message: EDITOR.loadError, conflict: false });
    }
  }

  const name = working.content.business.name;
  return (
    <article className={styles.editor} aria-labelledby="site-title">
      <header className={styles.header}>
        <h2 id="site-title" className={questionnaireStyles.title}>
          {EDITOR.heading(name)}
        </h2>
        <p className={ui.muted}>
          {EDITOR.slug}: <span className={ui.mono}>{site.slug}</span>
        </p>
      </header>

      <div className={styles.toolbar} role="group" aria-label={EDITOR.save}>
        <p className={styles.status} aria-live="polite">
          {EDITOR.basedOn(base.number)} {dirty ? EDITOR.unsaved : EDITOR.saved}
        </p>
        <button type="button" className={ui.primary} onClick={() => void save()} disabled={saving || !dirty}>
          {saving ? EDITOR.saving : EDITOR.save}
        </button>
      </div>
      {notice && <p className={styles.notice}>{notice}</p>}
      {saveError && (
        <div className={styles.alert} role="alert">
          <p>{saveError.message}</p>
          {saveError.conflict && (
            <button type="button" className={`${ui.secondary} ${ui.small}`} onClick={() => void reloadLatest()}>
              {EDITOR.reload}
            </button>
          )}
        </div>
      )}

      <div className={styles.columns}>
        <div className={styles.form}>
          <PublishPanel
            orderId={orderId}
            site={site}
            dirty={dirty}
            onChanged={onSiteChanged}
            onUnauthorized={onUnauthorized}
          />
          <LookPanel working={working} onChange={(next) => change(next, [])} />
          <BusinessPanel
            key={generation}
            orderId={orderId}
            content={working.content}
            onChange={setContent}
            onContent={(content, paths) => change({ ...working, content }, paths)}
            onValidity={setValidity}
            onUnauthorized={onUnauthorized}
          />
          <SectionsPanel
            orderId={orderId}
            working={working}
            onContent={(content, paths) => change({ ...working, content }, paths)}
            onUnauthorized={onUnauthorized}
          />
          <VersionsPanel
            orderId={orderId}
            site={site}
            onOpen={(id) => void openVersion(id)}
            onChanged={onSiteChanged}
            onUnauthorized={onUnauthorized}
          />
        </div>
        <PreviewPanel orderId={orderId} working={working} onUnauthorized={onUnauthorized} />
      </div>
    </article>
  );
}

function PublishPanel({
  orderId,
  site,
  dirty,
  onChanged,
  onUnauthorized,
}: {
  orderId: string;
  site: Site;
  dirty: boolean;
  onChanged: () => void;
  onUnauthorized: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [published, setPublished] = useState<SitePublished | null>(null);
  const urls = published?.urls ?? site.urls;
  const live = site.versions.find((version) => version.version_id === site.published_version_id);

  async function publish() {
    setBusy(true);
    setError(null);
    try {
      const result = await publishSite(orderId);
      setPublished(result);
      toast.show(EDITOR.published, { tone: 'success' });
      onChanged();
    } catch (caught) {
      if (isUnauthorized(caught)) return onUnauthorized();
      setError(caught instanceof ApiError && caught.problem?.detail ? caught.problem.detail : EDITOR.publishError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={EDITOR.publishTitle}>
      <p className={styles.lead}>
        {live && site.published_at
          ? EDITOR.publishedAt(formatWhen(site.published_at), live.number)
          : EDITOR.notPublished}
      </p>
      {urls.length > 0 && (
        <div className={styles.urls}>
          <p className={styles.urlsTitle}>{EDITOR.liveAt}</p>
          <ul>
            {urls.map((url) => (
              <li key={url}>
                <a className={ui.link} href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {urls.length > 0 && (
        <p className={ui.hint}>
          {EDITOR.inApp}{' '}
          <Link className={ui.link} to={`/siti/${site.slug}`}>
            {`/siti/${site.slug}`}
          </Link>
        </p>
      )}
      {site.publish_blockers.length > 0 && (
        <div className={styles.blockers}>
          <p>{EDITOR.blockers}</p>
          <ul>
            {site.publish_blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </div>
      )}
      {dirty && <p className={ui.hint}>{EDITOR.publishUnsaved}</p>}
      <button type="button" className={ui.primary} onClick={() => void publish()} disabled={busy}>
        {busy ? EDITOR.publishing : EDITOR.publish}
      </button>
      {error && (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
    </Panel>
  );
}

function LookPanel({ working, onChange }: { working: Working; onChange: (next: Working) => void }) {
  const id = useId();
  return (
    <Panel title={EDITOR.lookTitle}>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-theme`}>
          {EDITOR.theme}
        </label>
        <select
          id={`${id}-theme`}
          className={ui.input}
          value={working.theme}
          onChange={(event) => onChange({ ...working, theme: event.target.value as SiteThemeId })}
        >
          {THEME_IDS.filter((themeId) => THEMES[themeId]).map((themeId) => (
            <option key={themeId} value={themeId}>
              {THEMES[themeId]?.label ?? themeId}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.group}>
        <legend>{EDITOR.palette}</legend>
        <div className={styles.palette}>
          {PALETTE_KEYS.map((key) => (
            <div key={key} className={styles.colour}>
              <label htmlFor={`${id}-${key}`}>{EDITOR.paletteLabels[key]}</label>
              <input
                id={`${id}-${key}`}
                type="color"
                value={working.palette[key]}
                onChange={(event) =>
                  onChange({ ...working, palette: { ...working.palette, [key]: event.target.value.toLowerCase() } })
                }
              />
              <span className={ui.mono}>{working.palette[key]}</span>
            </div>
          ))}
        </div>
        <p className={ui.hint}>{EDITOR.paletteHint}</p>
      </fieldset>
    </Panel>
  );
}

function BusinessPanel({
  orderId,
  content,
  onChange,
  onContent,
  onValidity,
  onUnauthorized,
}: {
  orderId: string;
  content: SiteContent;
  onChange: (path: Path, value: unknown, editedPath: string) => void;
  onContent: (content: SiteContent, editedPaths: readonly string[]) => void;
  onValidity: (field: string, valid: boolean) => void;
  onUnauthorized: () => void;
}) {
  const id = useId();
  const business = content.business;
  return (
    <Panel title={EDITOR.businessTitle}>
      <ImageField
        orderId={orderId}
        label={EDITOR.logo}
        hint={EDITOR.logoHint}
        value={business.logo}
        withAlt={false}
        removeLabel={EDITOR.removeLogo}
        onChange={(logo) => onChange(['business', 'logo'], logo && { ...logo, alt: business.name }, '/business/logo')}
        onUnauthorized={onUnauthorized}
      />
      {BUSINESS_TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={field === 'name' ? FIELD_LABELS.name! : (FIELD_LABELS[field] ?? field)}
          value={business[field] ?? ''}
          maxLength={BUSINESS_MAX_LENGTH(field)}
          multiline={false}
          onChange={(text) =>
            onChange(['business', field], text === '' && field !== 'name' ? undefined : text, `/business/${field}`)
          }
        />
      ))}
      <fieldset className={styles.group}>
        <legend>{EDITOR.contactsTitle}</legend>
        <p className={ui.hint}>{EDITOR.contactsHint}</p>
        {BUSINESS_PHONE_FIELDS.map((field) => (
          <ContactField
            key={field}
            label={FIELD_LABELS[field]!}
            initial={business[field]?.display ?? ''}
            maxLength={PHONE_MAX_LENGTH}
            type="tel"
            parse={phoneInput}
            onValidity={(valid) => onValidity(FIELD_LABELS[field]!, valid)}
            onValid={(phone) => {
              const moved = retargetContactLinks(content, field, business[field], phone);
              const next = setIn(moved.content, ['business', field], phone);
              onContent(next, [`/business/${field}`, ...moved.edited]);
            }}
          />
        ))}
        {BUSINESS_EMAIL_FIELDS.map((field) => (
          <ContactField
            key={field}
            label={FIELD_LABELS[field]!}
            initial={business[field] ?? ''}
            maxLength={BUSINESS_MAX_LENGTH(field)}
            type="email"
            parse={emailInput}
            onValidity={(valid) => onValidity(FIELD_LABELS[field]!, valid)}
            onValid={(email) => onChange(['business', field], email, `/business/${field}`)}
          />
        ))}
      </fieldset>
      <FieldNodes
        orderId={orderId}
        nodes={BUSINESS_LISTS}
        value={business}
        onChange={(path, value) => onChange(['business', ...path], value, `/business/${String(path[0])}`)}
        onUnauthorized={onUnauthorized}
      />
      <TextField
        label={FIELD_LABELS.vat_number!}
        value={business.vat_number ?? ''}
        maxLength={BUSINESS_MAX_LENGTH('vat_number')}
        multiline={false}
        onChange={(text) =>
          onChange(['business', 'vat_number'], text === '' ? undefined : text, '/business/vat_number')
        }
      />
      <div className={styles.check}>
        <input
          id={`${id}-exempt`}
          type="checkbox"
          checked={business.vat_exempt === true}
          aria-describedby={`${id}-exempt-hint`}
          onChange={(event) =>
            onChange(['business', 'vat_exempt'], event.target.checked ? true : undefined, '/business/vat_exempt')
          }
        />
        <label htmlFor={`${id}-exempt`}>{EDITOR.vatExempt}</label>
        <p id={`${id}-exempt-hint`} className={ui.hint}>
          {EDITOR.vatExemptHint}
        </p>
      </div>
      <fieldset className={styles.group}>
        <legend>{EDITOR.metaTitle}</legend>
        <TextField
          label={FIELD_LABELS.meta_title!}
          value={content.meta.title}
          maxLength={META_MAX_LENGTH('title')}
          multiline={false}
          onChange={(text) => onChange(['meta', 'title'], text, '/meta/title')}
        />
        <TextField
          label={FIELD_LABELS.meta_description!}
          value={content.meta.description}
          maxLength={META_MAX_LENGTH('description')}
          multiline
          onChange={(text) => onChange(['meta', 'description'], text, '/meta/description')}
        />
      </fieldset>
    </Panel>
  );
}

function sectionName(section: SiteSection): string {
  return EDITOR.sectionName(section.label ?? SECTION_TYPE_LABELS[section.type], section.id);
}

function SectionsPanel({
  orderId,
  working,
  onContent,
  onUnauthorized,
}: {
  orderId: string;
  working: Working;
  onContent: (content: SiteContent, editedPaths: readonly string[]) => void;
  onUnauthorized: () => void;
}) {
  const sections = working.content.sections;
  const theme = THEMES[working.theme];
  const setSections = (next: SiteSection[], paths: readonly string[]) =>
    onContent({ ...working.content, sections: next }, paths);
  const target = useSectionTarget(sections);

  function move(index: number, by: -1 | 1) {
    const next = [...sections];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setSections(next, ['/sections']);
  }

  return (
    <Panel title={EDITOR.sectionsTitle}>
      <p className={styles.lead}>{EDITOR.sectionsLead}</p>
      <ol className={styles.sections}>
        {sections.map((section, index) => {
          const label = sectionName(section);
          const drawn = theme ? theme.sections.includes(section.type) : true;
          return (
            <li
              key={section.id}
              className={styles.section}
              ref={section.id === target.id ? target.ref : undefined}
              tabIndex={section.id === target.id ? -1 : undefined}
            >
              <div className={styles.sectionHead}>
                <h3 className={styles.sectionTitle}>
                  {label}
                  {section.hidden && <span className={`${ui.badge} ${ui.badgeOff}`}>{EDITOR.hiddenBadge}</span>}
                </h3>
                <div className={styles.sectionTools}>
                  <button
                    type="button"
                    className={`${ui.secondary} ${ui.small}`}
                    aria-label={EDITOR.moveUpLabel(label)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑ <span aria-hidden="true">{EDITOR.moveUp}</span>
                  </button>
                  <button
                    type="button"
                    className={`${ui.secondary} ${ui.small}`}
                    aria-label={EDITOR.moveDownLabel(label)}
                    disabled={index === sections.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓ <span aria-hidden="true">{EDITOR.moveDown}</span>
                  </button>
                  <button
                    type="button"
                    className={`${ui.secondary} ${ui.small}`}
                    aria-label={section.hidden ? EDITOR.showLabel(label) : EDITOR.hideLabel(label)}
                    onClick={() =>
                      setSections(
                        sections.map((s, at) =>
                          at === index ? ({ ...s, hidden: s.hidden ? undefined : true } as SiteSection) : s,
                        ),
                        [`/sections/${section.id}/hidden`],
                      )
                    }
                  >
                    {section.hidden ? EDITOR.show : EDITOR.hide}
                  </button>
                </div>
              </div>
              {!drawn && <p className={ui.hint}>{EDITOR.notDrawn}</p>}
              <SectionDetails open={section.type === 'hero' || section.id === target.id}>
                <SectionForm
                  orderId={orderId}
                  section={section}
                  limits={theme?.limits ?? {}}
                  onChange={(path, value) =>
                    setSections(
                      sections.map((s, at) => (at === index ? setIn(s, path, value) : s)),
                      [`/sections/${section.id}/${path.slice(0, 2).join('/')}`],
                    )
                  }
                  onUnauthorized={onUnauthorized}
                />
              </SectionDetails>
            </li>
          );
        })}
      </ol>
      <AddSection sections={sections} onAdd={(section) => setSections([...sections, section], ['/sections'])} />
    </Panel>
  );
}

/**
 * `&sezione=<id>` in the address (a change request's section): once, when the editor opens, that section is
 * scrolled into view and its form's first field focused (the section itself when it has none), so the
 * operator lands where the customer pointed.
 */
function useSectionTarget(sections: readonly SiteSection[]) {
  const [params] = useSearchParams();
  const wanted = params.get(SECTION_PARAM);
  const id = sections.some((s) => s.id === wanted) ? wanted : null;
  const ref = useRef<HTMLLIElement>(null);
  const done = useRef<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!id || !element || done.current === id) return;
    done.current = id;
    // Optional: jsdom (the stories' tests) has no layout to scroll.
    element.scrollIntoView?.({ block: 'start' });
    const field = element.querySelector<HTMLElement>('details input, details textarea, details select');
    (field ?? element).focus({ preventScroll: true });
  }, [id]);
  return { id, ref };
}

/** A section's fields, drawn only while open (a page has up to 30 sections, each with dozens of fields). */
function SectionDetails({ open: initiallyOpen, children }: { open: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details
      className={styles.details}
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{EDITOR.sectionContent}</summary>
      {open && children}
    </details>
  );
}

function SectionForm({
  orderId,
  section,
  limits,
  onChange,
  onUnauthorized,
}: {
  orderId: string;
  section: SiteSection;
  limits: Parameters<typeof sectionFields>[1];
  onChange: (path: Path, value: unknown) => void;
  onUnauthorized: () => void;
}) {
  const nodes = sectionFields(section.type, limits);
  return (
    <div className={styles.sectionForm}>
      <TextField
        label={FIELD_LABELS.sectionLabel!}
        value={section.label ?? ''}
        maxLength={SECTION_LABEL_MAX_LENGTH}
        multiline={false}
        onChange={(text) => onChange(['label'], text === '' ? undefined : text)}
      />
      <FieldNodes
        orderId={orderId}
        nodes={nodes}
        value={section.props}
        onChange={(path, value) => onChange(['props', ...path], value)}
        onUnauthorized={onUnauthorized}
      />
    </div>
  );
}

/** The sections the draft leaves out because only the operator can fill them: a gallery and the FAQ. */
function AddSection({ sections, onAdd }: { sections: SiteSection[]; onAdd: (section: SiteSection) => void }) {
  const id = useId();
  const missing = (['gallery', 'faq'] as const).filter((type) => !sections.some((s) => s.type === type));
  const [choice, setChoice] = useState<string>('');
  if (missing.length === 0) return null;
  return (
    <div className={styles.addSection}>
      <label className={ui.label} htmlFor={id}>
        {ADD_SECTION.label}
      </label>
      <select id={id} className={ui.input} value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="">–</option>
        {missing.map((type) => (
          <option key={type} value={type}>
            {SECTION_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`${ui.secondary} ${ui.small}`}
        disabled={!choice}
        onClick={() => {
          const section: SiteSection =
            choice === 'gallery'
              ? { id: ADD_SECTION.gallery.id, type: 'gallery', props: { title: ADD_SECTION.gallery.title, images: [] } }
              : { id: ADD_SECTION.faq.id, type: 'faq', props: { title: ADD_SECTION.faq.title, items: [] } };
          onAdd(section);
          setChoice('');
        }}
      >
        {ADD_SECTION.button}
      </button>
    </div>
  );
}

function VersionsPanel({
  orderId,
  site,
  onOpen,
  onChanged,
  onUnauthorized,
}: {
  orderId: string;
  site: Site;
  onOpen: (versionId: string) => void;
  onChanged: () => void;
  onUnauthorized: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const published = site.published_version_id !== null;

  async function restore(versionId: string, number: number) {
    setBusy(versionId);
    setError(null);
    try {
      await rollbackSite(orderId, versionId);
      toast.show(EDITOR.restored(number), { tone: 'success' });
      onChanged();
    } catch (caught) {
      if (isUnauthorized(caught)) return onUnauthorized();
      setError(caught instanceof ApiError && caught.problem?.detail ? caught.problem.detail : EDITOR.restoreError);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Panel title={EDITOR.versionsTitle}>
      <p className={styles.lead}>{published ? EDITOR.restoreHint : EDITOR.restoreBeforePublish}</p>
      {error && (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
      <ol className={styles.versions}>
        {site.versions.map((version) => {
          const live = version.version_id === site.published_version_id;
          return (
            <li key={version.version_id} className={styles.version}>
              <div>
                <p className={styles.versionTitle}>
                  {EDITOR.version(version.number)}
                  {live && <span className={`${ui.badge} ${ui.badgeOk}`}>{EDITOR.liveBadge}</span>}
                </p>
                <p className={ui.hint}>
                  {formatWhen(version.created_at)} · {version.source === 'draft' ? EDITOR.sourceDraft : version.author}{' '}
                  · {THEMES[version.theme]?.label ?? version.theme}
                </p>
              </div>
              <div className={styles.versionTools}>
                <button
                  type="button"
                  className={`${ui.secondary} ${ui.small}`}
                  aria-label={EDITOR.openVersionLabel(version.number)}
                  onClick={() => onOpen(version.version_id)}
                >
                  {EDITOR.openVersion}
                </button>
                {published && !live && (
                  <button
                    type="button"
                    className={`${ui.secondary} ${ui.small}`}
                    aria-label={EDITOR.restoreLabel(version.number)}
                    disabled={busy !== null}
                    onClick={() => void restore(version.version_id, version.number)}
                  >
                    {EDITOR.restore}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

/** The page as it would be published, redrawn a moment after each change, at phone or desktop width. */
function PreviewPanel({
  orderId,
  working,
  onUnauthorized,
}: {
  orderId: string;
  working: Working;
  onUnauthorized: () => void;
}) {
  const [device, setDevice] = useState<Device>('phone');
  const [html, setHtml] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const frameBox = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      previewSiteContent(orderId, working, controller.signal).then(
        (page) => {
          setHtml(page);
          setProblem(null);
          setLoading(false);
        },
        (caught: unknown) => {
          if (controller.signal.aborted) return;
          if (isUnauthorized(caught)) unauthorized.current();
          setProblem(
            caught instanceof ApiError && caught.problem?.detail
              ? EDITOR.previewError(caught.problem.detail)
              : EDITOR.previewFailed,
          );
          setLoading(false);
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [orderId, working]);

  useEffect(() => {
    const box = frameBox.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const width = PREVIEW_WIDTH[device];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;
  const height = 900;
  const deviceLabel = device === 'phone' ? EDITOR.phone : EDITOR.desktop;
  return (
    <Panel
      title={EDITOR.previewTitle}
      className={styles.preview}
      actions={
        <div className={styles.devices} role="group" aria-label={EDITOR.previewTitle}>
          {(['phone', 'desktop'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className={`${device === choice ? ui.primary : ui.secondary} ${ui.small}`}
              aria-pressed={device === choice}
              onClick={() => setDevice(choice)}
            >
              {choice === 'phone' ? EDITOR.phone : EDITOR.desktop}
            </button>
          ))}
        </div>
      }
    >
      <p className={styles.previewStatus} aria-live="polite">
        {problem ?? (loading ? EDITOR.previewLoading : '')}
      </p>
      <div ref={frameBox} className={styles.frameBox} style={{ height: height * scale }}>
        {html !== null && (
          <iframe
            title={EDITOR.previewFrame(deviceLabel)}
            className={styles.frame}
            // The server's renderer escapes every text the customer typed; the page has no script to run.
            srcDoc={html}
            sandbox=""
            width={width}
            height={height}
            style={{ transform: `scale(${scale})` }}
          />
        )}
      </div>
    </Panel>
  );
}
