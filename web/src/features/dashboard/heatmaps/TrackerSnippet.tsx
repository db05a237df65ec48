import { CopyField } from '../components/CopyField';
import { trackerSnippet } from './tracker-snippet';

/** The client's tracking snippet, ready to copy into the <head> of their landing page. */
export function TrackerSnippet({
  domain,
  origin = globalThis.location?.origin ?? '',
}: {
  domain: string | null;
  origin?: string;
}) {
  return (
    <CopyField
      label={`Codice di monitoraggio da inserire nella pagina${domain ? ` di ${domain}` : ''}`}
      value={trackerSnippet(origin, domain)}
      copyLabel="Copia il codice di monitoraggio"
    />
  );
}
