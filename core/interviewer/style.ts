/**
 * The look and the voice the visitor wishes for: style words ("elegante", "minimal"), tone words
 * ("amichevole", "del tu"), and the three picker styles by id with their Italian names, shared with
 * the web app's style picker so the chat and the dialog use the same words.
 */
import type { StyleId } from '../api';
import { fold } from './text';

export interface StyleLabel {
  name: string;
  description: string;
}

export const STYLE_LABELS: Readonly<Record<StyleId, StyleLabel>> = {
  medical: {
    name: 'Sereno e Professionale',
    description: 'Toni chiari e rassicuranti, ideale per studi medici, psicologi e professioni della salute.',
  },
  fitness: {
    name: 'Energico e Dinamico',
    description: 'Colori decisi e ritmo sostenuto, ideale per palestre, personal trainer e sport.',
  },
  business: {
    name: 'Elegante e Autorevole',
    description: 'Linee sobrie e colori profondi, ideale per studi legali, consulenti e aziende.',
  },
};

const STYLE_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\belegant[ei]\b|\braffinat/, 'elegante'],
  [/\bmodern/, 'moderno'],
  [/\bminimal/, 'minimal'],
  [/\bessenzial|\bpulit|\bsemplic|\bsobri/, 'essenziale'],
  [/\bclassic|\btradizional/, 'classico'],
  [/\bvivac|\bcolorat|\ballegr|\bbrillant/, 'vivace'],
  [/\blussuos|\blusso\b|\bpremium\b|\besclusiv/, 'lussuoso'],
  [/\brustic|\bnatural|\bcaldo\b|\baccoglient/, 'caldo e naturale'],
  [/\bvintage|\bretro\b|\bretrò/, 'vintage'],
  [/\bindustrial/, 'industriale'],
  [/\bsportiv|\benergic|\bdinamic|\bgrintos/, 'energico'],
  [/\brilassant|\bseren[oa]\b|\bdelicat|\bmorbid|\bsoft\b/, 'delicato'],
  [/\bprofessional/, 'professionale'],
  [/\bgiovan|\bfresc/, 'fresco'],
  [/\bcreativ|\boriginal|\bartistic/, 'creativo'],
  [/\bfemminil/, 'femminile'],
  [/\bscur[oa] di sfondo|\bdark\b|\bsfondo scuro|\btema scuro/, 'scuro'],
];

export function findStyleWords(text: string): string[] {
  const folded = fold(text);
  return [...new Set(STYLE_WORDS.filter(([pattern]) => pattern.test(folded)).map(([, word]) => word))];
}

const TONE_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bformal/, 'formale'],
  [/\binformal/, 'informale'],
  [/\bprofessional|\bserio\b|\bseria\b|\bautorevol/, 'professionale'],
  [/\bamichevol|\bcordial|\bcaldo\b|\bcalda\b|\bfamiliar|\baccoglient|\bumano\b|\bumana\b/, 'caldo e amichevole'],
  [/\bsimpatic|\bironic|\bleggero\b|\bleggera\b|\bdivertent|\bscherzos/, 'leggero e simpatico'],
  [/\brassicurant|\bempatic|\bdelicat|\bgentil|\bcomprensiv/, 'rassicurante'],
  [/\belegant|\braffinat/, 'elegante'],
  [/\bgiovan|\bfresc|\bmodern/, 'fresco'],
  [/\bdiretto\b|\bdiretta\b|\bconcret|\bsemplic|\bchiaro\b|\bchiara\b/, 'diretto'],
  [/\bmotivant|\benergic|\bgrintos|\bentusias/, 'energico'],
  [/\bdel tu\b|\bdare del tu\b|\bdando del tu\b/, 'del tu'],
  [/\bdel lei\b|\bdare del lei\b|\bdando del lei\b/, 'del lei'],
];

export function findToneWords(text: string): string[] {
  const folded = fold(text);
  return [...new Set(TONE_WORDS.filter(([pattern]) => pattern.test(folded)).map(([, word]) => word))];
}
