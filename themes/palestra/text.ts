/** How the gym design sets text: a figure apart from its words, a title in three lines. */

/** «1.800 m² di sala» → figure «1.800», rest «m² di sala»; «+32%» → «+32», «%»; null when no figure leads. */
export function figureOf(text: string): { figure: string; rest: string } | null {
  const match = /^([+\-−]?\d[\d.,]*\+?)\s*(.*)$/su.exec(text.trim());
  return match ? { figure: match[1]!, rest: match[2]! } : null;
}

/** A title broken into lines: the lines, the spaces between them and around them, exactly as written. */
export interface TitleLayout {
  lead: string;
  lines: string[];
  /** `gaps[i]` is the space between `lines[i]` and `lines[i + 1]`. */
  gaps: string[];
  trail: string;
}

/**
 * The title in at most three lines of words, as even as can be (the longest line as short as possible, then
 * the most even), so that the design can outline the middle one: «Allenati / più forte / di ieri.». Nothing
 * of the text is lost: the spaces stay, between the lines and inside them.
 */
export function titleLines(title: string, most = 3): TitleLayout {
  const parts = title.split(/(\s+)/u);
  const lead = parts[0] === '' && parts.length > 1 ? parts.splice(0, 2)[1]! : '';
  const trail = parts.length > 1 && parts[parts.length - 1] === '' ? parts.splice(-2, 2)[0]! : '';
  // parts now alternates word, space, word...; an all-space or empty title has no word.
  const words = parts.filter((_, index) => index % 2 === 0).filter((word) => word !== '');
  const spaces = parts.filter((_, index) => index % 2 === 1);
  if (words.length === 0) return { lead: title, lines: [], gaps: [], trail: '' };
  const count = Math.min(most, words.length);
  const line = (from: number, to: number) =>
    words
      .slice(from, to)
      .reduce((text, word, index) => (index === 0 ? word : text + spaces[from + index - 1] + word), '');
  let best: { ends: number[]; longest: number; spread: number } | null = null;
  // Every way of cutting the words into `count` non-empty lines (a title is a few words: this stays small).
  const cut = (start: number, left: number, ends: number[]) => {
    if (left === 1) {
      const all = [...ends, words.length];
      const lengths = all.map((end, index) => [...line(index === 0 ? 0 : all[index - 1]!, end)].length);
      const longest = Math.max(...lengths);
      const spread = lengths.reduce((sum, length) => sum + (longest - length) ** 2, 0);
      if (!best || longest < best.longest || (longest === best.longest && spread < best.spread))
        best = { ends: all, longest, spread };
      return;
    }
    for (let end = start + 1; end <= words.length - left + 1; end += 1) cut(end, left - 1, [...ends, end]);
  };
  cut(0, count, []);
  const ends = best!.ends;
  return {
    lead,
    lines: ends.map((end, index) => line(index === 0 ? 0 : ends[index - 1]!, end)),
    gaps: ends.slice(0, -1).map((end) => spaces[end - 1]!),
    trail,
  };
}
