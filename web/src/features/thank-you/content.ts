/** Italian copy of the thank-you screen (SPEC 2); terms from core/plans.ts, contacts from the company module. */
import { PLANS, SERVICE_TERMS as T, type Plan } from '@core/plans';
import { COMPANY } from '../../components/site/company';

/**
 * SPEC 2: the plan is named 'Landing Basic' for basic, otherwise 'Dominio Pro'; no plan means basic (route table).
 */
export function thankYouPlan(value: string | null): Plan {
  return !value || value === 'basic' ? PLANS.basic : PLANS.pro;
}

export const THANK_YOU = {
  title: 'Grazie! · Landing Facile',
  heading: 'Grazie!',
  lead: `La prima bozza della tua landing page arriverà entro ${T.deliveryHours} ore.`,
  cards: {
    received: {
      title: 'Dati ricevuti',
      text: (plan: Plan) => `Abbiamo ricevuto le tue risposte al questionario per il piano ${plan.name}.`,
    },
    delivery: {
      title: 'Tempi di consegna',
      text: `Prima bozza entro ${T.deliveryHours} ore lavorative; ogni modifica successiva in ${T.laterChangesHours} ore.`,
    },
  },
  planLabel: 'Piano scelto',
  email: 'Riceverai a breve un’email di conferma con il riepilogo e i prossimi passi.',
  nextStepsTitle: 'Cosa succede adesso',
  nextSteps: [
    { title: 'Analizziamo le tue richieste', text: 'Il nostro team legge con attenzione le risposte che ci hai dato.' },
    { title: 'Creiamo la prima bozza', text: 'Progettiamo testi, immagini e layout sul tuo stile.' },
    {
      title: 'Ti inviamo il link di revisione',
      text: `Entro ${T.deliveryHours} ore ricevi il link per vedere la tua pagina.`,
    },
    { title: 'Chiedi le tue modifiche', text: `Puoi richiedere fino a ${T.freeModifications} modifiche gratuite.` },
  ],
  supportTitle: 'Hai domande?',
  supportText: 'Il nostro team è a tua disposizione.',
  emailLabel: 'Scrivici a',
  phoneLabel: 'Numero verde',
  supportEmail: COMPANY.supportEmail,
  supportPhone: COMPANY.phone,
  supportPhoneHref: COMPANY.phoneHref,
  home: 'Torna alla home',
};
