/** Italian filler for the beauty spa demo (route /stile10). Prices and hours of the packages are fixed by the SPEC. */

export interface NavItem {
  id: 'trattamenti' | 'pacchetti' | 'team' | 'contatti';
  label: string;
}

export interface Treatment {
  name: string;
  minutes: number;
  description: string;
  price: number;
}

export interface TreatmentGroup {
  title: string;
  items: readonly Treatment[];
}

export interface WellnessPackage {
  name: string;
  duration: string;
  price: number;
  fullPrice: number;
  includes: readonly string[];
  highlight?: string;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  tone: 'sage' | 'clay' | 'sand';
}

export const meta = {
  title: 'Salvia Day Spa · Centro benessere a Firenze',
  description:
    'Massaggi, trattamenti viso e pacchetti wellness in una day spa nel centro di Firenze. Scopri prezzi, pacchetti e prenota il tuo momento di relax.',
};

export const brand = { name: 'Salvia', tagline: 'Day Spa · Firenze' };

export const nav: readonly NavItem[] = [
  { id: 'trattamenti', label: 'Trattamenti' },
  { id: 'pacchetti', label: 'Pacchetti' },
  { id: 'team', label: 'Team' },
  { id: 'contatti', label: 'Contatti' },
];

export const hero = {
  eyebrow: 'Day spa nel cuore dell’Oltrarno',
  title: 'Il tempo lento che ti meriti',
  lead: 'Rituali di benessere con oli biologici, acqua calda e mani esperte. Lascia fuori il rumore della città: al resto pensiamo noi.',
  primary: 'Prenota un trattamento',
  secondary: 'Scopri i pacchetti',
  bookShort: 'Prenota',
  rating: '4,9 su 5',
  ratingNote: 'da oltre 600 recensioni verificate',
};

export const promises: readonly string[] = [
  'Cosmetici biologici certificati',
  'Cabine private e riscaldate',
  'Tisana e percorso relax inclusi',
];

export const treatmentsIntro = {
  title: 'I nostri trattamenti',
  lead: 'Ogni trattamento inizia con un breve colloquio per capire di cosa ha bisogno il tuo corpo oggi.',
  book: 'Prenota',
};

export const treatmentGroups: readonly TreatmentGroup[] = [
  {
    title: 'Massaggi',
    items: [
      {
        name: 'Massaggio rilassante',
        minutes: 50,
        description: 'Manovre lente e avvolgenti con olio caldo alla lavanda.',
        price: 65,
      },
      {
        name: 'Massaggio decontratturante',
        minutes: 50,
        description: 'Per schiena, collo e spalle stanche da scrivania.',
        price: 75,
      },
      {
        name: 'Massaggio con pietre calde',
        minutes: 75,
        description: 'Basalto vulcanico tiepido per sciogliere ogni tensione.',
        price: 95,
      },
    ],
  },
  {
    title: 'Viso e corpo',
    items: [
      {
        name: 'Trattamento viso idratante',
        minutes: 45,
        description: 'Detersione, maschera all’acido ialuronico e massaggio.',
        price: 60,
      },
      {
        name: 'Scrub corpo al sale rosa',
        minutes: 40,
        description: 'Pelle levigata e luminosa, con impacco finale alla calendula.',
        price: 55,
      },
      {
        name: 'Rituale hammam',
        minutes: 60,
        description: 'Vapore, sapone nero e guanto kessa come da tradizione.',
        price: 70,
      },
    ],
  },
];

export const packagesIntro = {
  title: 'Pacchetti Wellness',
  lead: 'Combinazioni pensate per staccare davvero, a un prezzo più dolce dei singoli trattamenti.',
  book: 'Prenota Pacchetto',
  instead: 'invece di',
  save: 'Risparmi',
};

export const packages: readonly WellnessPackage[] = [
  {
    name: 'Giornata Relax',
    duration: '4 ore',
    price: 199,
    fullPrice: 249,
    includes: [
      'Percorso hammam e sauna',
      'Massaggio rilassante 50 minuti',
      'Trattamento viso idratante',
      'Pranzo leggero con tisane',
    ],
  },
  {
    name: 'Weekend Benessere',
    duration: '2 giorni',
    price: 349,
    fullPrice: 449,
    includes: [
      'Percorso spa libero entrambi i giorni',
      'Massaggio con pietre calde',
      'Scrub corpo al sale rosa',
      'Rituale viso e kit prodotti da portare a casa',
    ],
    highlight: 'Il più scelto',
  },
];

export const quote = {
  text: 'Sono entrata stanca e sono uscita leggera. La Giornata Relax è diventata il mio regalo di compleanno fisso.',
  author: 'Giulia, cliente dal 2021',
};

export const teamIntro = {
  title: 'Le mani che si prendono cura di te',
  lead: 'Operatrici diplomate, formazione continua e tanta attenzione ai dettagli.',
};

export const team: readonly TeamMember[] = [
  {
    name: 'Chiara Benelli',
    role: 'Fondatrice ed estetista',
    bio: 'Quindici anni tra Bali e Firenze, specialista in trattamenti viso.',
    tone: 'sage',
  },
  {
    name: 'Marta Ricci',
    role: 'Massoterapista',
    bio: 'Esperta di massaggio decontratturante e linfodrenaggio.',
    tone: 'clay',
  },
  {
    name: 'Sara Fumagalli',
    role: 'Operatrice olistica',
    bio: 'Cura il rituale hammam e i percorsi di coppia.',
    tone: 'sand',
  },
];

export const contactsIntro = {
  title: 'Vieni a trovarci',
  lead: 'Siamo a due passi da Ponte Santa Trinita. Prenota per telefono o passa a prendere un tè.',
  addressLabel: 'Indirizzo',
  phoneLabel: 'Telefono',
  emailLabel: 'Email',
  hoursLabel: 'Orari',
  call: 'Chiama ora',
};

export const business = {
  address: 'Via Maggio 24, 50125 Firenze (FI)',
  phone: '+39 055 123 4567',
  email: 'ciao@salviadayspa.example',
  hours: ['Mar-Sab 9:00-19:00', 'Dom-Lun su appuntamento'],
  /** The business data the footer must show (LegalFooterNote). */
  legal: {
    company: 'Salvia Benessere S.r.l.',
    address: 'Via Maggio 24, 50125 Firenze (FI)',
    details: ['REA FI-000000', 'Capitale sociale 10.000 € i.v.'],
  },
};

export const footer = {
  note: 'Sito dimostrativo: nomi, prezzi e dati aziendali sono di esempio.',
};
