import { describe, expect, it } from 'vitest';
import { CpuCalibration, REFERENCE_INDEX } from './cpu-calibration.js';

describe('CpuCalibration', () => {
  it("keeps Lighthouse's default until a run has measured the machine", () => {
    expect(new CpuCalibration().slowdown).toBeUndefined();
  });

  it('simulates the same phone on a slower machine: 4 x the index / the reference', () => {
    const cpu = new CpuCalibration({ reference: 2400 });
    cpu.record(2400);
    expect(cpu.slowdown).toBe(4);
    const slower = new CpuCalibration({ reference: 2400 });
    slower.record(1200);
    expect(slower.slowdown).toBe(2);
    const faster = new CpuCalibration({ reference: 2400 });
    faster.record(3000);
    expect(faster.slowdown).toBe(5);
  });

  it('follows the median of the last runs, so one odd run moves it little and a slow spell passes', () => {
    const cpu = new CpuCalibration({ reference: 2000, window: 3 });
    for (const index of [2000, 2100, 700]) cpu.record(index);
    expect(cpu.slowdown).toBe(4);
    for (const index of [1000, 1100]) cpu.record(index);
    expect(cpu.slowdown).toBe(2);
    for (const index of [2000, 1900, 2050]) cpu.record(index);
    expect(cpu.slowdown).toBe(4);
  });

  it('takes the middle of an even count as the mean of the two middle indexes, to two decimals', () => {
    const cpu = new CpuCalibration({ reference: 2400, window: 4 });
    for (const index of [1000, 1300, 1200, 1500]) cpu.record(index);
    expect(cpu.slowdown).toBe(2.08);
  });

  it('never speeds the page up, and ignores a run without an index', () => {
    const cpu = new CpuCalibration({ reference: 2400 });
    cpu.record(undefined);
    cpu.record(0);
    expect(cpu.slowdown).toBeUndefined();
    cpu.record(300);
    expect(cpu.slowdown).toBe(1);
  });

  it("with a reference of 0 always leaves Lighthouse's default", () => {
    const cpu = new CpuCalibration({ reference: 0 });
    cpu.record(1200);
    expect(cpu.slowdown).toBeUndefined();
  });

  it("is referred to the CI machine's usual index by default", () => {
    const cpu = new CpuCalibration();
    cpu.record(REFERENCE_INDEX / 2);
    expect(cpu.slowdown).toBe(2);
  });
});
