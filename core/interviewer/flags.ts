/**
 * Messages that need a person rather than the next question: complaints, refund demands, insults,
 * requests for a human, and off-topic or nonsense input. The interviewer answers them calmly with the
 * support contacts, never with praise, and records a flag the operator sees.
 */
import type { InterviewFlag } from '../api';
import { bare, fold } from './text';

export type FlagType = InterviewFlag['type'];

/** Slurs are insults anywhere; words such as «ladri» only when aimed at us ("siete dei ladri"), not in "antifurto contro i ladri". */
const INSULT =
  /\b(idiot[aie]?|cretin[oaie]|stupid[oaie]|imbecill[ei]|deficient[ei]|coglion[eia]|stronz[oaie]|vaffanculo|fanculo|affanculo|cazz[oi]|merd[ae]|fate schifo|fai schifo|bastard[oi])\b|\b(?:siete|sei|solo|tutti|proprio)\s+(?:dei |degli |delle |un |una |degl')?(?:ladri|truffator[ie]|incapaci|buffon[ie]|pagliacci|scem[oi]|dilettanti|imbroglion[ie])\b/;
const REFUND =
  /\b(rimborso|rimborsatemi|rimborsami|rimborsare|rivoglio (?:i )?(?:miei )?soldi|ridatemi (?:i )?soldi|soldi indietro|restituite(?:mi)? (?:i )?soldi|annullate (?:l'ordine|il pagamento|tutto)|voglio annullare|disdico tutto)\b/;
/**
 * A demand for money back is also said in the owner's own words ("voglio indietro i soldi", "ridatemi quanto ho
 * pagato", "annullate l'abbonamento"): money or a payment named together with giving it back or cancelling it.
 */
const MONEY = /\b(soldi|denaro|pagamento|pagat[oaie]|abbonamento|ordine)\b/;
const GIVE_BACK =
  /\b(indietro|restitu\w*|rid\w*temi|ridare|ridateli|rimbors\w*|rivoglio|riavere|storn\w*|annull\w*|disdett\w*|disdir\w*|recedere|recesso)\b/;

/** First-person discontent or a grievance about us, not "i nostri clienti non restano mai delusi". */
const COMPLAINT =
  /\b((?:sono|siamo) (?:molto |davvero |proprio |piuttosto )?(?:delus[oaie]|arrabbiat[oaie]|furios[oaie]|scontent[oaie]|insoddisfatt[oaie])|che delusione|mi avete delus[oa]|vergogna|non e serio|non siete seri|poco seri|truffa|nessuno (?:mi |ci )?ha (?:mai )?rispost|non mi avete (?:mai )?rispost|non rispondete|(?:servizio|assistenza|sito|lavoro)(?: (?:e|sembra|davvero|proprio|veramente|molto))* (?:pessim[oa]|orribile|scadente|vergognos[oa])|(?:fare|presentare|voglio fare) (?:un )?reclamo|scandalos[oa]|inaccettabile|mi avete fregat[oa]|addebitat\w* due volte|doppio addebito|sto aspettando da)\b|\b(fa schifo|che schifo|(?:sono|siamo) stuf[oaie]|pres[oaie] in giro|(?:giorni|settimane|mesi) che aspett\w*|aspett\w* da (?:giorni|settimane|mesi))\b|(?:^|\b(?:io|noi|ma|pero) )non (?:sono|siamo) (?:per niente |per nulla |affatto |mica )?(?:soddisfatt|content)[oaie]\b/;
const HUMAN =
  /\b(parlare con (?:una persona|un operatore|qualcuno|un umano|un essere umano|un responsabile|voi)|operatore umano|una persona vera|una persona reale|un essere umano|passami (?:un|una|qualcuno)|passatemi (?:un|una|qualcuno)|voglio un operatore|chiamatemi|mi chiami qualcuno|non con (?:un|una) (?:bot|robot|macchina|ia))\b/;

/** Keyboard mashing and strings with no Italian shape: "asdfghjkl", "qwerty", "jjjjj". */
export function isNonsense(text: string): boolean {
  const b = bare(text);
  if (b.length < 4 || /\d/.test(b)) return false;
  const words = b.split(' ');
  const odd = words.filter((w) => {
    if (w.length < 4) return false;
    const vowels = (w.match(/[aeiou]/g) ?? []).length;
    return (
      vowels / w.length < 0.15 ||
      /(.)\1{3,}/.test(w) ||
      /(asdf|qwer|zxcv|hjkl|sdfg|dfgh|fghj|ghjk|uiop|wert|erty|rtyu)/.test(w)
    );
  });
  return odd.length > 0 && odd.length >= words.length / 2;
}

/** The kind of message needing a person, or null. Questions about refunds ("c'è un rimborso?") are not demands. */
export function findFlag(sentence: string, isQuestion: boolean): FlagType | null {
  const f = fold(sentence);
  if (INSULT.test(f)) return 'insult';
  if ((REFUND.test(f) || (MONEY.test(f) && GIVE_BACK.test(f))) && !isQuestion) return 'refund';
  if (HUMAN.test(f) && !(isQuestion && /^\s*(siete|sei|e|c'e)\b/.test(f))) return 'human_request';
  if (COMPLAINT.test(f)) return 'complaint';
  if (isNonsense(sentence)) return 'off_topic';
  return null;
}

/** The start of the message for the operator, on a word boundary. */
export function excerptOf(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  if (one.length <= 200) return one;
  const cut = one.slice(0, 199);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).trimEnd()}…`;
}
