import type { SiteContent } from '@core/api';
import { consulenza } from '@themes/consulenza';
import sample from '@themes/consulenza/sample.json';
import { ThemeDemo } from '../../components';

/** Consulting firm demo (/stile1): the «consulenza» theme drawing its sample content. */
export default function ConsultingPage() {
  return <ThemeDemo theme={consulenza} content={sample as SiteContent} />;
}
