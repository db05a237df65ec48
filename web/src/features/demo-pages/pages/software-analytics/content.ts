/** Marketing filler of the data analytics software demo (route /stile4): a fictional Italian SaaS, Lumetra. */
import { typed } from '../../components';
import data from './content.json';

export interface NavLink {
  id: string;
  label: string;
}

export interface Feature {
  icon: 'pipeline' | 'chart' | 'forecast' | 'alert' | 'shield' | 'team';
  tag: string;
  title: string;
  text: string;
}

export interface PricingTier {
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  cta: string;
  highlighted: boolean;
}

export interface DemoStep {
  time: string;
  title: string;
  text: string;
}

/** One line of the API sample: tokens coloured by kind. */
export type CodeToken = readonly ['kw' | 'str' | 'fn' | 'num' | 'com' | 'txt' | 'prop', string];

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  nav: typed<readonly NavLink[]>(data.nav),
  features: { ...data.features, items: typed<readonly Feature[]>(data.features.items) },
  pricing: { ...data.pricing, tiers: typed<readonly PricingTier[]>(data.pricing.tiers) },
  demo: { ...data.demo, steps: typed<readonly DemoStep[]>(data.demo.steps) },
  api: { ...data.api, code: typed<readonly (readonly CodeToken[])[]>(data.api.code) },
  a11y: {
    codeSample: (fileName: string) => `Esempio di codice: ${fileName}`,
  },
};
