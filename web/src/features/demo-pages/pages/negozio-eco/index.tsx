import type { SiteContent } from '@core/api';
import { negozioEco } from '@themes/negozio-eco';
import sample from '@themes/negozio-eco/sample.json';
import { ThemeDemo } from '../../components';

/** Eco shop demo (/stile3): the «negozio-eco» theme drawing its sample content. */
export default function EcoShopPage() {
  return <ThemeDemo theme={negozioEco} content={sample as SiteContent} />;
}
