import { useId, useState, type ChangeEvent } from 'react';
import type { SiteAction, SiteImage } from '@core/api';
import { ApiError, isUnauthorized } from '../../../lib/api-call';
import ui from '../components/ui.module.css';
import { siteImageUrl, uploadSiteImage } from './api';
import { EDITOR, FIELD_LABELS } from './content';
import { ACTION_MAX_LENGTH, ALT_MAX_LENGTH, type FieldNode } from './fields';
import { getIn, type Path } from './paths';
import styles from './SiteEditor.module.css';

export const labelOf = (name: string) => FIELD_LABELS[name] ?? name;

/** One line of text (a textarea past a short line), with its limit and how much of it is used. */
export function TextField({
  label,
  value,
  maxLength,
  onChange,
  multiline,
}: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  multiline?: boolean;
}) {
  const id = useId();
  const long = multiline ?? maxLength > 200;
  const props = {
    id,
    className: ui.input,
    value,
    maxLength,
    'aria-describedby': `${id}-count`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      {long ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      <p id={`${id}-count`} className={ui.hint}>
        {EDITOR.chars(value.length, maxLength)}
      </p>
    </div>
  );
}

/** A list of short texts, one per line. */
function LinesField({
  label,
  value,
  maxLength,
  maxItems,
  onChange,
}: {
  label: string;
  value: string[];
  maxLength: number;
  maxItems?: number;
  onChange: (value: string[] | undefined) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value.join('\n'));
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={ui.input}
        rows={Math.min(6, Math.max(2, value.length + 1))}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          const lines = event.target.value
            .split('\n')
            .map((line) => line.trim().slice(0, maxLength))
            .filter(Boolean)
            .slice(0, maxItems);
          onChange(lines.length > 0 ? lines : undefined);
        }}
      />
      <p id={`${id}-hint`} className={ui.hint}>
        {EDITOR.oneLinePer} · {EDITOR.chars(0, maxLength).replace(/^0\//, 'max ')}
        {maxItems !== undefined && ` · ${EDITOR.maxItems(maxItems)}`}
      </p>
    </div>
  );
}

function ActionField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: SiteAction | undefined;
  onChange: (value: SiteAction | undefined) => void;
}) {
  const update = (key: keyof SiteAction, text: string) => {
    const next = { label: value?.label ?? '', href: value?.href ?? '', [key]: text };
    onChange(next.label || next.href ? next : undefined);
  };
  return (
    <fieldset className={styles.group}>
      <legend>{labelOf(name)}</legend>
      <TextField
        label={labelOf('actionLabel')}
        value={value?.label ?? ''}
        maxLength={ACTION_MAX_LENGTH.label}
        onChange={(text) => update('label', text)}
      />
      <TextField
        label={labelOf('actionHref')}
        value={value?.href ?? ''}
        maxLength={ACTION_MAX_LENGTH.href}
        multiline={false}
        onChange={(text) => update('href', text)}
      />
    </fieldset>
  );
}

/** An uploaded image: the file goes to the server at once; its refusal is shown beside the field. */
export function ImageField({
  orderId,
  label,
  value,
  onChange,
  onUnauthorized,
  removable = true,
  withAlt = true,
  hint,
  removeLabel = EDITOR.removeImage,
}: {
  orderId: string;
  label: string;
  value: SiteImage | undefined;
  onChange: (value: SiteImage | undefined) => void;
  onUnauthorized: () => void;
  removable?: boolean;
  /** False when the page words the alternative text itself (the logo's is the business name). */
  withAlt?: boolean;
  hint?: string;
  removeLabel?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thumb, setThumb] = useState<string | null>(null);

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    try {
      const uploaded = await uploadSiteImage(orderId, file);
      const smallest = uploaded.files.find((f) => f.format === 'webp') ?? uploaded.files[0];
      setThumb(smallest ? siteImageUrl(uploaded.asset_id, smallest.file) : null);
      onChange({ asset_id: uploaded.asset_id, width: uploaded.width, height: uploaded.height, alt: value?.alt ?? '' });
    } catch (caught) {
      if (isUnauthorized(caught)) {
        onUnauthorized();
        return;
      }
      setError(
        caught instanceof ApiError
          ? caught.status === 413
            ? EDITOR.tooLarge
            : (caught.problem?.detail ?? EDITOR.imageError)
          : EDITOR.imageError,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className={styles.group}>
      <legend>{label}</legend>
      {hint && <p className={ui.hint}>{hint}</p>}
      {value && (
        <p className={styles.imageInfo}>
          {thumb && <img src={thumb} alt="" width={96} height={Math.round((96 * value.height) / value.width)} />}
          <span className={ui.mono}>
            {value.width}×{value.height}
          </span>
        </p>
      )}
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-file`}>
          {busy ? EDITOR.uploading : value ? EDITOR.replace : EDITOR.upload}
        </label>
        <input
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {error && (
          <p id={`${id}-error`} className={ui.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
      {value && (
        <>
          {withAlt && (
            <TextField
              label={EDITOR.alt}
              value={value.alt}
              maxLength={ALT_MAX_LENGTH}
              multiline={false}
              onChange={(alt) => onChange({ ...value, alt })}
            />
          )}
          {removable && (
            <button type="button" className={`${ui.secondary} ${ui.small}`} onClick={() => onChange(undefined)}>
              {removeLabel}
            </button>
          )}
        </>
      )}
    </fieldset>
  );
}

interface NodesProps {
  orderId: string;
  nodes: readonly FieldNode[];
  /** The object these fields belong to (a section's props, a list's item). */
  value: unknown;
  onChange: (path: Path, value: unknown) => void;
  onUnauthorized: () => void;
}

/** The fields of one level of a section's props, drawn from the contract (fields.ts). */
export function FieldNodes({ orderId, nodes, value, onChange, onUnauthorized }: NodesProps) {
  return (
    <>
      {nodes.map((node) => {
        const current = getIn(value, [node.name]);
        const set = (next: unknown) => onChange([node.name], next);
        switch (node.kind) {
          case 'text':
            return (
              <TextField
                key={node.name}
                label={labelOf(node.name)}
                value={typeof current === 'string' ? current : ''}
                maxLength={node.maxLength}
                onChange={(text) => set(text === '' ? undefined : text)}
              />
            );
          case 'lines':
            return (
              <LinesField
                key={node.name}
                label={labelOf(node.name)}
                value={Array.isArray(current) ? (current as string[]) : []}
                maxLength={node.maxLength}
                maxItems={node.maxItems}
                onChange={set}
              />
            );
          case 'action':
            return (
              <ActionField key={node.name} name={node.name} value={current as SiteAction | undefined} onChange={set} />
            );
          case 'image':
            return (
              <ImageField
                key={node.name}
                orderId={orderId}
                label={labelOf(node.name)}
                value={current as SiteImage | undefined}
                onChange={set}
                onUnauthorized={onUnauthorized}
              />
            );
          case 'object':
            return (
              <fieldset key={node.name} className={styles.group}>
                <legend>{labelOf(node.name)}</legend>
                <FieldNodes
                  orderId={orderId}
                  nodes={node.children}
                  value={current}
                  onChange={(path, next) => onChange([node.name, ...path], next)}
                  onUnauthorized={onUnauthorized}
                />
              </fieldset>
            );
          case 'list':
            return (
              <ListField
                key={node.name}
                orderId={orderId}
                node={node}
                value={Array.isArray(current) ? current : []}
                onChange={(path, next) => onChange([node.name, ...path], next)}
                onReplace={set}
                onUnauthorized={onUnauthorized}
              />
            );
        }
      })}
    </>
  );
}

function ListField({
  orderId,
  node,
  value,
  onChange,
  onReplace,
  onUnauthorized,
}: {
  orderId: string;
  node: Extract<FieldNode, { kind: 'list' }>;
  value: unknown[];
  onChange: (path: Path, value: unknown) => void;
  onReplace: (value: unknown[]) => void;
  onUnauthorized: () => void;
}) {
  const full = node.maxItems !== undefined && value.length >= node.maxItems;
  // A gallery's item is its image: a new one starts with an upload.
  const imageItem = node.children.some((child) => child.kind === 'image' && child.name === 'image');
  return (
    <fieldset className={styles.group}>
      <legend>
        {labelOf(node.name)}
        {node.maxItems !== undefined && <span className={styles.legendNote}> · {EDITOR.maxItems(node.maxItems)}</span>}
      </legend>
      <ol className={styles.items}>
        {value.map((item, index) => (
          <li key={index} className={styles.item}>
            <div className={styles.itemHead}>
              <span>{EDITOR.item(index + 1)}</span>
              <button
                type="button"
                className={`${ui.secondary} ${ui.small}`}
                onClick={() => onReplace(value.filter((_, at) => at !== index))}
              >
                {EDITOR.removeItem(index + 1)}
              </button>
            </div>
            <FieldNodes
              orderId={orderId}
              nodes={imageItem ? node.children.filter((c) => c.name !== 'image') : node.children}
              value={item}
              onChange={(path, next) => onChange([index, ...path], next)}
              onUnauthorized={onUnauthorized}
            />
            {imageItem && (
              <ImageField
                orderId={orderId}
                label={labelOf('image')}
                value={getIn(item, ['image']) as SiteImage | undefined}
                removable={false}
                onChange={(next) => onChange([index, 'image'], next)}
                onUnauthorized={onUnauthorized}
              />
            )}
          </li>
        ))}
      </ol>
      {imageItem ? (
        !full && (
          <ImageField
            orderId={orderId}
            label={EDITOR.galleryAdd}
            value={undefined}
            onChange={(image) => image && onReplace([...value, { image }])}
            onUnauthorized={onUnauthorized}
          />
        )
      ) : (
        <button
          type="button"
          className={`${ui.secondary} ${ui.small}`}
          disabled={full}
          onClick={() => onReplace([...value, newItem(node)])}
        >
          {EDITOR.addItem}
        </button>
      )}
    </fieldset>
  );
}

/** A new list item: its text fields empty (the required ones are asked for by the save's 400). */
function newItem(node: Extract<FieldNode, { kind: 'list' }>): Record<string, string> {
  const first = node.children.find((child) => child.kind === 'text');
  return first ? { [first.name]: '' } : {};
}
