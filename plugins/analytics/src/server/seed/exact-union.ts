import { estimateOf, HLL_REGISTERS, positionOf } from '../sketch/hll.ts';

/**
 * A sketch of a union that the seed fills up to an exact estimate: the demo's figures are read
 * from sketches (approximate by nature), yet a fresh demo must show the spec's sample figures.
 * `offer` adds an item only when the union's estimate stays at or below the target. The sum behind
 * the estimate is kept up to date, so each step costs one hash.
 */
export function exactUnion(target: number) {
  const registers = new Uint8Array(HLL_REGISTERS);
  let sum = HLL_REGISTERS;
  let zeros = HLL_REGISTERS;
  const after = (index: number, rank: number) =>
    estimateOf(sum - 2 ** -(registers[index] ?? 0) + 2 ** -rank, zeros - (registers[index] ? 0 : 1));
  const set = (index: number, rank: number) => {
    sum += 2 ** -rank - 2 ** -(registers[index] ?? 0);
    if (!registers[index]) zeros--;
    registers[index] = rank;
  };
  return {
    /** Adds unconditionally (the planned part, kept below the target). */
    add(item: string): void {
      const [index, rank] = positionOf(item);
      if (rank > (registers[index] ?? 0)) set(index, rank);
    },
    /** Adds when the estimate would not pass the target; whether it was added. */
    offer(item: string): boolean {
      const [index, rank] = positionOf(item);
      if (rank <= (registers[index] ?? 0)) return true;
      if (after(index, rank) > target) return false;
      set(index, rank);
      return true;
    },
    done: () => estimateOf(sum, zeros) === target,
  };
}
