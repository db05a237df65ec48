import type { SiteContent } from '@core/api';
import { psicologo } from '@themes/psicologo';
import sample from '@themes/psicologo/sample.json';
import { ThemeDemo } from '../../components';

/** Psychologist demo (/template-psicologo): the «psicologo» theme drawing its sample content. */
export default function PsicologoPage() {
  return <ThemeDemo theme={psicologo} content={sample as SiteContent} />;
}
