/**
 * Session ids interned as small integers: per-day visitor sets and per-session scroll depths then hold
 * numbers instead of strings, and a range's distinct visitors are counted with a marker array.
 */
export class SessionIds {
  private readonly ids = new Map<string, number>();
  private marks = new Uint32Array(1024);
  private generation = 0;

  idOf(sessionId: string): number {
    let id = this.ids.get(sessionId);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(sessionId, id);
    }
    return id;
  }

  /** How many distinct ids the sets hold together (each set's members counted once). */
  countDistinct(sets: Iterable<Iterable<number>>): number {
    if (this.marks.length < this.ids.size) {
      const grown = new Uint32Array(Math.max(this.ids.size, this.marks.length * 2));
      grown.set(this.marks);
      this.marks = grown;
    }
    this.generation += 1;
    if (this.generation === 0xffffffff) {
      this.marks.fill(0);
      this.generation = 1;
    }
    const mark = this.generation;
    const marks = this.marks;
    let count = 0;
    for (const set of sets) {
      for (const id of set) {
        if (marks[id] !== mark) {
          marks[id] = mark;
          count += 1;
        }
      }
    }
    return count;
  }
}
