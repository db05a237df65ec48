/** The themes that render today, by id. */
import type { SiteThemeId } from '@core/api';
import { centroBenessere } from './centro-benessere';
import { consulenza } from './consulenza';
import { negozioEco } from './negozio-eco';
import { palestra } from './palestra';
import { personalTrainer } from './personal-trainer';
import { psicologo } from './psicologo';
import { ristorante } from './ristorante';
import { studioLegale } from './studio-legale';
import type { Theme } from './types';

export const THEMES: Partial<Record<SiteThemeId, Theme>> = {
  ristorante,
  'studio-legale': studioLegale,
  consulenza,
  'centro-benessere': centroBenessere,
  palestra,
  psicologo,
  'personal-trainer': personalTrainer,
  'negozio-eco': negozioEco,
};

/** The ids of the themes that render (the draft generator proposes among these). */
export const RENDERABLE_THEMES = Object.keys(THEMES) as SiteThemeId[];

export function themeOf(id: SiteThemeId): Theme {
  const theme = THEMES[id];
  if (!theme) throw new Error(`Il tema «${id}» non è ancora disponibile.`);
  return theme;
}
