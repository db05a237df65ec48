import { CopyField } from '../components/CopyField';
import { displayDomain } from '../domain';
import { HEATMAP_COPY as copy } from './content';
import { trackerSnippet } from './tracker-snippet';

/**
 * The client's tracking snippet, ready to copy into the <head> of their landing page: the domain in the
 * code is the ASCII form pages report, the one in the label as the operator wrote it.
 */
export function TrackerSnippet({
  domain,
  origin = globalThis.location?.origin ?? '',
}: {
  domain: string | null;
  origin?: string;
}) {
  return (
    <CopyField
      label={copy.snippetLabel(domain ? displayDomain(domain) : null)}
      value={trackerSnippet(origin, domain)}
      copyLabel={copy.snippetCopy}
    />
  );
}
