import type { SiteContent } from '@core/api';
import { personalTrainer } from '@themes/personal-trainer';
import sample from '@themes/personal-trainer/sample.json';
import { ThemeDemo } from '../../components';

/** Personal trainer demo (/template-personal-trainer): the «personal-trainer» theme drawing its sample content. */
export default function PersonalTrainerPage() {
  return <ThemeDemo theme={personalTrainer} content={sample as SiteContent} />;
}
