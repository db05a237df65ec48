import type { SiteContent } from '@core/api';
import { centroBenessere } from '@themes/centro-benessere';
import sample from '@themes/centro-benessere/sample.json';
import { ThemeDemo } from '../../components';

/** Beauty spa demo (/stile10): the «centro-benessere» theme drawing its sample content. */
export default function CentroBenesserePage() {
  return (
    <ThemeDemo
      theme={centroBenessere}
      content={sample as SiteContent}
      footerNote="Sito dimostrativo: nomi, prezzi e dati aziendali sono di esempio."
    />
  );
}
