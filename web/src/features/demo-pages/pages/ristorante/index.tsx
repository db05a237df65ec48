import type { SiteContent } from '@core/api';
import { ristorante } from '@themes/ristorante';
import sample from '@themes/ristorante/sample.json';
import { ThemeDemo } from '../../components';

/** Italian restaurant demo (/stile5): the «ristorante» theme drawing its sample content. */
export default function RestaurantPage() {
  return (
    <ThemeDemo
      theme={ristorante}
      content={sample as SiteContent}
      footerNote="Sito dimostrativo: attività e dati di fantasia."
    />
  );
}
