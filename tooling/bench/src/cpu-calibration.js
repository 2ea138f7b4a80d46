// The CPU slowdown of the bench's Lighthouse runs, calibrated to the machine's speed.
import { centre } from './ab.js';

/** Lighthouse's CPU slowdown for a machine at the reference index (its default). */
const LIGHTHOUSE_SLOWDOWN = 4;

/**
 * The benchmark index of the CI machine on its usual days: the performance budgets and targets were
 * set, and every earlier figure measured, with Lighthouse's default slowdown on it.
 */
export const REFERENCE_INDEX = 2400;

/**
 * Lighthouse simulates a phone by multiplying the main thread's work it observed on this machine
 * by a CPU slowdown, a constant 4 by default, which assumes a fast desktop host; its docs
 * (docs/throttling.md, "Calibrating the CPU slowdown") advise a smaller multiplier on a slower
 * host, or the same page scores lower there. This machine's benchmark index swings with its other
 * tenants for minutes at a time, so the bench sets each run's
 * multiplier from the indexes of the last runs: 4 x their median / `reference`, at least 1. The
 * simulated phone so stays the same whatever the host's speed. Without an index yet, and with a
 * reference of 0, a run keeps Lighthouse's default.
 */
export class CpuCalibration {
  #reference;
  #window;
  #indexes = [];

  constructor({ reference = REFERENCE_INDEX, window = 4 } = {}) {
    this.#reference = reference;
    this.#window = window;
  }

  /** Notes the benchmark index of a run just made. */
  record(index) {
    if (typeof index !== 'number' || !(index > 0)) return;
    this.#indexes.push(index);
    if (this.#indexes.length > this.#window) this.#indexes.shift();
  }

  /** The CPU slowdown for the next run (two decimals), or undefined for Lighthouse's default. */
  get slowdown() {
    if (this.#reference <= 0 || this.#indexes.length === 0) return undefined;
    const { median } = centre(this.#indexes);
    return Math.max(1, Math.round(((LIGHTHOUSE_SLOWDOWN * median) / this.#reference) * 100) / 100);
  }
}
