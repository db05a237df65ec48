import { useEffect, useRef } from 'react';
import type { HeatmapPreview } from '@core/api';
import { framablePreviewUrl } from '@core/domains';
import { HEATMAP_COPY as copy } from '../content';
import { fitFramedPage } from '../preview-frame';
import type { PreviewState } from '../use-preview';
import styles from './ClickHeatmap.module.css';

/** True when `url` is on this page's own origin (the demo's sample sites): the frame can be adjusted. */
function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * What may be framed, checked here too and not only by the server: a page of the app's own origin (the demo
 * frames its demo pages for the sample sites), or the client's own https site as core's framablePreviewUrl
 * allows it (host read as a browser reads it, default port, no credentials). Anything else: nothing framed.
 */
export function frameUrl(preview: HeatmapPreview, domain: string | null): string | null {
  if (preview.mode !== 'iframe' || !preview.url) return null;
  if (sameOrigin(preview.url)) return new URL(preview.url, window.location.href).href;
  return framablePreviewUrl(preview.url, domain);
}

/** The server's answer, with an iframe this client must not frame turned into `unavailable`. */
export function guardPreview(preview: HeatmapPreview, domain: string | null): HeatmapPreview {
  if (preview.mode !== 'iframe' || frameUrl(preview, domain)) return preview;
  return { ...preview, mode: 'unavailable', url: null, reason: 'outside_domain' };
}

/** The page under the spots: the live page in an iframe or the server's screenshot, at the device width. */
export function PagePreview({
  preview,
  domain,
  height,
  viewportHeight,
}: {
  preview: HeatmapPreview;
  domain: string | null;
  height: number;
  viewportHeight: number;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const url = frameUrl(preview, domain);

  useEffect(() => {
    const element = frame.current;
    if (!element || !url || !sameOrigin(url)) return;
    let stop = () => undefined as void;
    const onLoad = () => {
      stop();
      stop = fitFramedPage(element, viewportHeight);
    };
    element.addEventListener('load', onLoad);
    return () => {
      element.removeEventListener('load', onLoad);
      stop();
    };
  }, [url, viewportHeight]);

  if (url) {
    return (
      <iframe
        ref={frame}
        className={styles.preview}
        src={url}
        title={copy.previewLabel}
        width={preview.width}
        height={height}
        tabIndex={-1}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin"
        data-testid="heatmap-page"
        data-mode="iframe"
      />
    );
  }
  if (preview.mode === 'image' && preview.image) {
    return (
      <img
        className={styles.preview}
        src={preview.image}
        alt={copy.previewLabel}
        width={preview.width}
        height={preview.page_height ?? undefined}
        style={{ height: 'auto' }}
        data-testid="heatmap-page"
        data-mode="image"
      />
    );
  }
  return null;
}

/** A line above the map when the page is a screenshot or cannot be shown, saying why. */
PagePreview.Notice = function PreviewNotice({ preview }: { preview: PreviewState }) {
  if (preview.status === 'loading') {
    return (
      <p className={styles.notice} role="status">
        {copy.previewLoading}
      </p>
    );
  }
  if (preview.status === 'error') {
    return (
      <p className={styles.notice} role="status">
        <strong>{copy.previewUnavailable}</strong> {copy.previewError}
      </p>
    );
  }
  const { mode, reason, captured_at: capturedAt } = preview.preview;
  if (mode === 'image') {
    return (
      <p className={styles.notice}>
        {copy.previewSnapshot(capturedAt)}
        {reason === 'frame_refused' && ` ${copy.previewReasons.frame_refused}`}
      </p>
    );
  }
  if (mode === 'unavailable') {
    return (
      <p className={styles.notice} role="status" data-testid="heatmap-preview-unavailable">
        <strong>{copy.previewUnavailable}</strong> {reason ? copy.previewReasons[reason] : ''} {copy.previewSpotsStay}
      </p>
    );
  }
  return null;
};
