import { TERMS_OF_SALE_PATH } from '@core/routes';
import type { CompanyLegal } from '@core/company';

/** A home-page section id (rendered as a section link) or an app path. */
export type FooterLink = { label: string; section: string } | { label: string; to: string };

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

const COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Servizio',
    links: [
      { label: 'Vantaggi', section: 'vantaggi' },
      { label: 'Come funziona', section: 'come-funziona' },
      { label: 'Prezzi', section: 'prezzi' },
      { label: 'Domande frequenti', section: 'faq' },
    ],
  },
  {
    title: 'Esempi',
    links: [
      { label: 'Studio di psicologia', to: '/template-psicologo' },
      { label: 'Personal trainer', to: '/template-personal-trainer' },
      { label: 'Studio legale', to: '/template-studio-legale' },
    ],
  },
  {
    title: 'Informazioni',
    links: [
      { label: 'Informativa sulla privacy', to: '/privacy' },
      { label: 'Condizioni di vendita', to: TERMS_OF_SALE_PATH },
      { label: 'Accesso Cliente', to: '/login' },
    ],
  },
];

export const FOOTER = {
  contactsTitle: 'Contatti',
  emailLabel: 'Email',
  phoneLabel: 'Numero verde',
  hoursLabel: 'Orari',
  columns: COLUMNS,
  /** The legal line Italian law asks of a business website: name, P.IVA, registered office. */
  legal: (company: CompanyLegal) => `${company.legalName} · ${company.vatNumber} · ${company.registeredOffice}`,
  copyright: '©',
} as const;
