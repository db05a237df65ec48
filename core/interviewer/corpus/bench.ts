/**
 * `npm run bench:interviewer`: accuracy of the deterministic interviewer's brief on the corpus, per field
 * and overall. `-- --held-out` scores the held-out conversations instead (the third set, written before the
 * rules of issue 31), `-- --held-out=4` the fourth (written after them); `-- --verbose` lists every miss.
 */
import { CORPUS, HELD_OUT, HELD_OUT_4, scoreCorpus } from './index';

const fourth = process.argv.includes('--held-out=4');
const heldOut = fourth || process.argv.includes('--held-out');
const verbose = process.argv.includes('--verbose');
const corpus = fourth ? HELD_OUT_4 : heldOut ? HELD_OUT : CORPUS;
const score = scoreCorpus(corpus);
const pct = (right: number, total: number) => `${((100 * right) / total).toFixed(1)}%`;

console.log(
  `Interviewer bench: ${corpus.length} ${heldOut ? 'held-out ' : ''}conversations, ${score.total} expected fields\n`,
);
const rows = [...score.byField.entries()].sort((a, b) => a[0].localeCompare(b[0]));
for (const [field, { right, total }] of rows) {
  console.log(
    `${field.padEnd(18)} ${String(right).padStart(3)}/${String(total).padEnd(3)} ${pct(right, total).padStart(7)}`,
  );
}
console.log(
  `\n${'overall'.padEnd(18)} ${String(score.right).padStart(3)}/${String(score.total).padEnd(3)} ${pct(score.right, score.total).padStart(7)}`,
);
if (verbose) {
  console.log('\nMisses:');
  for (const r of score.results.filter((x) => !x.ok)) {
    console.log(
      `- ${r.conversation} ${r.field}: expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.actual)}`,
    );
  }
}
