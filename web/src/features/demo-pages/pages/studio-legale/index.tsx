import type { SiteContent } from '@core/api';
import { studioLegale } from '@themes/studio-legale';
import sample from '@themes/studio-legale/sample.json';
import { ThemeDemo } from '../../components';

/** Law firm demo (/template-studio-legale): the «studio-legale» theme drawing its sample content. */
export default function StudioLegalePage() {
  return <ThemeDemo theme={studioLegale} content={sample as SiteContent} />;
}
