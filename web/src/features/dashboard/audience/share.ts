/** A part's share of a whole in percent (0 when the whole is 0), for the bars and the «x% dei visitatori». */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}
