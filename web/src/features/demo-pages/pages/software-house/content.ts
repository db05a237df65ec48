import type { SectionLink } from '../../components';

/** Italian filler for the cyberpunk software studio demo (route /stile13). */

export interface Service {
  code: string;
  title: string;
  description: string;
  stack: readonly string[];
}

export interface Project {
  file: string;
  title: string;
  client: string;
  summary: string;
  metric: string;
  status: string;
  art: 'grid' | 'wave' | 'shield';
}

export interface Operator {
  handle: string;
  name: string;
  role: string;
  level: number;
  visor: 'cyan' | 'magenta' | 'yellow' | 'violet';
}

export const meta = {
  title: 'NEON NAVIGLI · Studio di sviluppo software, XR e cybersecurity',
  description:
    'NEON NAVIGLI sviluppa web app, esperienze in realtà estesa e sistemi sicuri da Milano. Servizi, progetti, team e contatti dello studio.',
};

export const brand = { name: 'NEON', accent: 'NAVIGLI' };

export const nav: readonly SectionLink[] = [
  { id: 'servizi', label: '/servizi' },
  { id: 'progetti', label: '/progetti' },
  { id: 'team', label: '/team' },
  { id: 'contatti', label: '/contatti' },
];

export const hero = {
  status: 'sistema online // nodo Milano-07 // latenza 12 ms',
  title: 'Codice che accende la città',
  lead: 'Progettiamo web app ad alte prestazioni, mondi in realtà estesa e infrastrutture blindate per aziende che vivono nel futuro prossimo.',
  primary: 'Avvia un progetto',
  secondary: 'Esplora i progetti',
  action: 'Connettiti',
  hud: [
    { label: 'Uptime medio', value: '99,98%' },
    { label: 'Progetti in produzione', value: '87' },
    { label: 'Vulnerabilità chiuse', value: '340+' },
  ],
};

export const servicesIntro = { index: '01', title: 'Servizi', lead: 'Moduli combinabili: scegli il tuo loadout.' };

export const services: readonly Service[] = [
  {
    code: '0x01',
    title: 'Web app',
    description: 'Piattaforme veloci e reattive, pronte a reggere picchi di traffico.',
    stack: ['TypeScript', 'React', 'Edge'],
  },
  {
    code: '0x02',
    title: 'Realtà estesa',
    description: 'Esperienze AR e VR per showroom, musei ed eventi immersivi.',
    stack: ['WebXR', '3D', 'Spatial audio'],
  },
  {
    code: '0x03',
    title: 'Cybersecurity',
    description: 'Penetration test, hardening e monitoraggio continuo dei tuoi sistemi.',
    stack: ['Pentest', 'SOC', 'NIS2'],
  },
  {
    code: '0x04',
    title: 'Dati e IA',
    description: 'Pipeline dati e modelli su misura, con privacy by design.',
    stack: ['Python', 'MLOps', 'GDPR'],
  },
];

export const projectsIntro = {
  index: '02',
  title: 'Progetti',
  lead: 'Estratto dall’archivio. Alcuni clienti preferiscono restare nell’ombra.',
  open: 'Apri il file',
};

export const projects: readonly Project[] = [
  {
    file: 'prj_0451.log',
    title: 'Metro Pulse',
    client: 'Trasporto pubblico',
    summary: 'Dashboard in tempo reale per 1.200 mezzi e 4 milioni di passeggeri al giorno.',
    metric: '-18% ritardi medi',
    status: 'IN PRODUZIONE',
    art: 'grid',
  },
  {
    file: 'prj_0488.log',
    title: 'Sonar XR',
    client: 'Festival di musica elettronica',
    summary: 'Palco in realtà aumentata visibile da smartphone, senza app da installare.',
    metric: '65.000 spettatori',
    status: 'CONCLUSO',
    art: 'wave',
  },
  {
    file: 'prj_0502.log',
    title: 'Bastione',
    client: 'Gruppo bancario',
    summary: 'Revisione di sicurezza e nuovo sistema di rilevamento delle frodi.',
    metric: '0 incidenti in 14 mesi',
    status: 'IN PRODUZIONE',
    art: 'shield',
  },
];

export const teamIntro = {
  index: '03',
  title: 'Team',
  lead: 'Dodici persone, quattro fusi orari, un solo canale di chat.',
  levelLabel: 'Livello',
};

export const team: readonly Operator[] = [
  { handle: '@kira', name: 'Chiara Valli', role: 'Tech lead', level: 42, visor: 'cyan' },
  { handle: '@dex', name: 'Andrea De Santis', role: 'XR developer', level: 37, visor: 'magenta' },
  { handle: '@nulla', name: 'Nadia Rossetti', role: 'Security researcher', level: 45, visor: 'yellow' },
  { handle: '@bit', name: 'Tommaso Galli', role: 'Data engineer', level: 33, visor: 'violet' },
];

export const contactsIntro = {
  index: '04',
  title: 'Contatti',
  lead: 'Apri un canale. Rispondiamo entro un giorno lavorativo, crittografia inclusa.',
  nameLabel: 'nome',
  emailLabel: 'email',
  messageLabel: 'messaggio',
  submit: 'Trasmetti',
  baseLabel: 'Base operativa',
  phoneLabel: 'Linea diretta',
  mailLabel: 'Canale email',
  hoursLabel: 'Finestra operativa',
  keyLabel: 'Impronta chiave PGP',
};

export const business = {
  address: 'Alzaia Naviglio Grande 8, 20144 Milano (MI)',
  phone: '+39 02 9876 5432',
  email: 'segnale@neonnavigli.example',
  hours: 'Lun-Ven 10:00-19:00 · reperibilità 24/7 per i clienti',
  key: '4F2A 9C11 0B7E 53D8 A1C4',
  /** The business data the footer must show (LegalFooterNote). */
  legal: {
    company: 'Neon Navigli S.r.l.',
    address: 'Alzaia Naviglio Grande 8, 20144 Milano (MI)',
    details: ['REA MI-0000000', 'Capitale sociale 50.000 € i.v.'],
  },
  note: 'Sito dimostrativo: progetti, persone e dati aziendali sono di fantasia.',
};
