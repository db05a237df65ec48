/**
 * The three styles of the picker (SPEC 3: id, name, description, colours, preview image, template
 * route, features). Names and descriptions come from core/interviewer so the chat and the dialog agree.
 * Preview images are screenshots of the template pages, shipped with the app.
 */
import type { StyleId } from '@core/api';
import { STYLE_LABELS } from '@core/interviewer/style';
import businessPreview from './style-previews/business.jpg';
import fitnessPreview from './style-previews/fitness.jpg';
import medicalPreview from './style-previews/medical.jpg';

export interface StyleColour {
  name: string;
  hex: string;
}

export interface StyleOption {
  id: StyleId;
  name: string;
  description: string;
  colours: readonly StyleColour[];
  previewImage: string;
  templateRoute: string;
  features: readonly string[];
}

export const STYLE_OPTIONS: readonly StyleOption[] = [
  {
    id: 'medical',
    ...STYLE_LABELS.medical,
    colours: [
      { name: 'Verde salvia', hex: '#4D6B50' },
      { name: 'Sabbia', hex: '#F2EADD' },
      { name: 'Carta', hex: '#FBF7F0' },
    ],
    previewImage: medicalPreview,
    templateRoute: '/template-psicologo',
    features: [
      'Atmosfera calma che mette a proprio agio',
      'Primo colloquio e contatti sempre in vista',
      'Sezioni su approccio e testimonianze',
    ],
  },
  {
    id: 'fitness',
    ...STYLE_LABELS.fitness,
    colours: [
      { name: 'Nero carbone', hex: '#0F1115' },
      { name: 'Lime', hex: '#D4FF3A' },
      { name: 'Grigio acciaio', hex: '#434854' },
    ],
    previewImage: fitnessPreview,
    templateRoute: '/template-personal-trainer',
    features: [
      "Titoli grandi e d'impatto",
      "Programmi e prezzi a colpo d'occhio",
      'Risultati e recensioni in primo piano',
    ],
  },
  {
    id: 'business',
    ...STYLE_LABELS.business,
    colours: [
      { name: 'Blu notte', hex: '#16233B' },
      { name: 'Avorio', hex: '#F8F5EE' },
      { name: 'Sabbia', hex: '#D9D0BD' },
    ],
    previewImage: businessPreview,
    templateRoute: '/template-studio-legale',
    features: [
      'Impaginazione sobria e autorevole',
      'Aree di competenza ben ordinate',
      'Richiesta di consulenza in un clic',
    ],
  },
];

export function styleOption(id: StyleId): StyleOption {
  const option = STYLE_OPTIONS.find((o) => o.id === id);
  if (!option) throw new Error(`Stile sconosciuto: ${id}`);
  return option;
}
