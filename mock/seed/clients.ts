/**
 * Six customers of the service: active and disabled, Basic and Pro, with and without a domain. Five came
 * through the questionnaire; the sixth signed up by phone and has neither a questionnaire nor a domain yet.
 */
import type { PlanType } from '@core/api';
import { DEMO_CLIENT_TOKENS } from './credentials';

export interface SeedClient {
  client_id: string;
  /** Key of the questionnaire in SEED_QUESTIONNAIRES, or null. */
  questionnaire: string | null;
  domain: string | null;
  plan: PlanType;
  is_active: boolean;
  daysAgo: number;
  /** The access token handed to the customer; only its hash is stored. */
  accessToken: string;
}

export const SEED_CLIENTS: readonly SeedClient[] = [
  {
    client_id: 'cli_gennaro_napoli',
    questionnaire: 'pizzeria',
    domain: 'pizzeriadagennaro.it',
    plan: 'pro',
    is_active: true,
    daysAgo: 88,
    accessToken: DEMO_CLIENT_TOKENS.pizzeria,
  },
  {
    client_id: 'cli_rossi_bologna',
    questionnaire: 'psicologa',
    domain: 'studiopsicologiarossi.it',
    plan: 'pro',
    is_active: true,
    daysAgo: 85,
    accessToken: 'seed-3f7c1a9e4b2d8f60c5a7e1b3d9f2c4a8e6b0d1f3',
  },
  {
    client_id: 'cli_bianchi_torino',
    questionnaire: 'avvocato',
    domain: 'avvocatobianchi.it',
    plan: 'basic',
    is_active: true,
    daysAgo: 80,
    accessToken: 'seed-9b4e2f7a1c8d3e6f0a5b9c2d7e1f4a8b3c6d0e2f',
  },
  {
    client_id: 'cli_fitzone_verona',
    questionnaire: 'palestra',
    domain: 'palestrafitzone.it',
    plan: 'pro',
    is_active: true,
    daysAgo: 76,
    accessToken: 'seed-c2a8f4e6b1d9c3a7e5f0b2d4c8a6e1f9b3d7c5a0',
  },
  {
    client_id: 'cli_girasole_firenze',
    questionnaire: 'fiorista',
    domain: 'fioreriailgirasole.it',
    plan: 'basic',
    is_active: false,
    daysAgo: 72,
    accessToken: 'seed-e7d1b5f3a9c2e8d4b0f6a1c7e3d9b5f2a8c4e0d6',
  },
  {
    client_id: 'cli_bottega_caffe',
    questionnaire: null,
    domain: null,
    plan: 'basic',
    is_active: true,
    daysAgo: 3,
    accessToken: DEMO_CLIENT_TOKENS.noDomain,
  },
];
