/**
 * The register the customer wants: "del Lei" once they ask for it or write formally, "del tu" when they
 * ask for that. The last request wins. Formal writing alone ("La prego", "Gentili", "Cordiali saluti")
 * counts as Lei.
 */
import type { Register } from './state';
import { fold } from './text';

const LEI =
  /\b(del lei|dia del lei|dare del lei|darmi del lei|darci del lei|dessimo del lei|diamoci del lei|il lei|con il lei|col lei|forma di cortesia)\b/;
const TU =
  /\b(del tu|dammi del tu|dacci del tu|diamoci del tu|dare del tu|darmi del tu|darci del tu|do del tu|dando del tu|il tu|col tu|dai pure del tu)\b/;
/** Formal writing: courtesy forms addressed to us with a capital L, set phrases of formal letters. */
const FORMAL =
  /(?:\b(?:La prego|La ringrazio|Le chiedo|Le scrivo|Le confermo|Gentile|Gentili|Spettabile|Egregio|Cordiali saluti|Distinti saluti|In attesa di un Suo|Sua cortese)\b)/;

/** A formal opening with a title or a letter-like lead: "Buongiorno, scrivo per conto dello Studio...; Sono l'Avv. ...". */
const FORMAL_OPENING =
  /^(?:buongiorno|buonasera|salve|gentil[ie]|egregi[oe])\b[\s\S]*\b(?:sono (?:il |la |l')\s*(?:dott|avv|arch|ing|geom|prof|rag)\.?|vi scrivo|le scrivo|scrivo per conto|mi permetto)/;

/** The register asked for in the text, or null when it says nothing about it. */
export function findRegister(text: string): Register | null {
  const f = fold(text);
  const lei = LEI.exec(f);
  const tu = TU.exec(f);
  if (lei && tu) return lei.index > tu.index ? 'lei' : 'tu';
  if (lei) return 'lei';
  if (tu) return 'tu';
  return FORMAL.test(text) || FORMAL_OPENING.test(f.trim()) ? 'lei' : null;
}
