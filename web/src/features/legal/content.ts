/** The privacy notice (art. 13 GDPR) in plain Italian; company details from the one company module. */
import { COMPANY } from '../../components/site/company';

export interface PrivacySection {
  title: string;
  paragraphs: readonly string[];
}

export const PRIVACY = {
  title: 'Informativa sulla privacy · Landing Facile',
  heading: 'Informativa sulla privacy',
  updated: 'Ultimo aggiornamento: novembre 2026',
  intro: `Questa informativa spiega quali dati personali raccoglie ${COMPANY.brand} quando visiti il sito, compili il questionario o usi le dashboard, perché li trattiamo e quali diritti hai, ai sensi dell’art. 13 del Regolamento (UE) 2016/679 (GDPR).`,
  tocLabel: 'In questa pagina',
  sections: [
    {
      title: 'Titolare del trattamento',
      paragraphs: [
        `${COMPANY.legalName}, ${COMPANY.registeredOffice.replace('Sede legale: ', 'con sede legale in ')}, ${COMPANY.vatNumber}.`,
        `Per ogni richiesta sulla privacy puoi scrivere a ${COMPANY.privacyEmail}.`,
      ],
    },
    {
      title: 'Quali dati raccogliamo',
      paragraphs: [
        'Dati di navigazione: le pagine visitate, il titolo della pagina, la pagina di provenienza, i click su pulsanti e link, la profondità di scorrimento e la larghezza dello schermo, associati a un identificativo di sessione casuale.',
        'Dati del questionario: le informazioni sulla tua attività e sulle tue preferenze di stile che scrivi nella chat.',
        'Dati di accesso alle dashboard: le credenziali dell’amministratore e i codici di accesso dei clienti.',
        'I pagamenti avvengono presso un fornitore esterno: non riceviamo né conserviamo i dati della tua carta.',
      ],
    },
    {
      title: 'Identificativo di sessione e memoria del browser',
      paragraphs: [
        'Per contare visite e click salviamo nella memoria locale del browser (localStorage) un identificativo casuale che non contiene il tuo nome né altri dati che ti identificano. Non usiamo cookie di profilazione né strumenti pubblicitari di terze parti.',
        'Puoi cancellare l’identificativo in qualsiasi momento svuotando i dati del sito dalle impostazioni del browser.',
      ],
    },
    {
      title: 'Perché trattiamo i dati e su quale base',
      paragraphs: [
        'Per realizzare la landing page che hai richiesto e gestire il servizio (esecuzione del contratto, art. 6.1.b GDPR).',
        'Per misurare e migliorare il sito con statistiche aggregate (legittimo interesse, art. 6.1.f GDPR).',
        'Per adempiere agli obblighi fiscali e contabili (obbligo di legge, art. 6.1.c GDPR).',
      ],
    },
    {
      title: 'Per quanto tempo',
      paragraphs: [
        'I dati di navigazione sono conservati per il tempo necessario a produrre le statistiche e comunque non oltre 26 mesi; i dati del questionario per la durata del servizio; i dati fiscali per il periodo previsto dalla legge.',
      ],
    },
    {
      title: 'I tuoi diritti',
      paragraphs: [
        `Puoi chiedere l’accesso, la rettifica, la cancellazione, la limitazione o la portabilità dei tuoi dati e opporti al trattamento scrivendo a ${COMPANY.privacyEmail}. Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).`,
      ],
    },
  ] satisfies readonly PrivacySection[],
  home: 'Torna alla home',
};
