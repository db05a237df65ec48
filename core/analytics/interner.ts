/** Strings seen many times (page addresses, element keys) stored once and referred to by number. */
export class Interner<T> {
  private readonly ids = new Map<string, number>();
  private readonly values: T[] = [];

  /** The id of `key`, registering `value()` for it on first sight. */
  idOf(key: string, value: () => T): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(key, id);
      this.values.push(value());
    }
    return id;
  }

  valueOf(id: number): T {
    return this.values[id]!;
  }
}
