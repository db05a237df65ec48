import type { SiteContent } from '@core/api';
import { palestra } from '@themes/palestra';
import sample from '@themes/palestra/sample.json';
import { ThemeDemo } from '../../components';

/** Gym demo (/stile6): the «palestra» theme drawing its sample content. */
export default function GymPage() {
  return (
    <ThemeDemo
      theme={palestra}
      content={sample as SiteContent}
      footerNote="Sito dimostrativo: palestra e dati di fantasia."
    />
  );
}
