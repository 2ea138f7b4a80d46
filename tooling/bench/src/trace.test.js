import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTasks, longTasks, sourceMapLocator } from './trace.js';

const PID = 7;
const TID = 1;
const START = 1_000_000;
const script = 'http://127.0.0.1:4173/assets/entry-abc.js';

/** A trace of one page load: two tasks (80 ms and 10 ms), a layout inside the first, and profiler samples. */
function pageTrace() {
  const at = (ms) => START + ms * 1000;
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', url: '' } },
    { id: 2, parent: 1, callFrame: { functionName: 'a', url: script, lineNumber: 0, columnNumber: 0 } },
    { id: 3, parent: 1, callFrame: { functionName: 'b', url: script, lineNumber: 0, columnNumber: 10 } },
  ];
  // Samples every 10 ms from 100 ms: four in a (100-140), two in b (140-160), the root from 160 ms
  // to the task's end at 175 ms (and on), then one in b at 300 ms, outside the long task.
  const samples = [2, 2, 2, 2, 3, 3, 1, 3];
  const times = [100, 110, 120, 130, 140, 150, 160, 300].map(at);
  const deltas = times.map((time, index) => time - (index === 0 ? START : times[index - 1]));
  return {
    traceEvents: [
      {
        name: 'navigationStart',
        pid: 99,
        tid: 1,
        ts: START - 5000,
        args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } },
      },
      {
        name: 'navigationStart',
        pid: PID,
        tid: TID,
        ts: START,
        args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:4173/' } },
      },
      { name: 'RunTask', pid: PID, tid: TID, ts: at(95), dur: 80_000 },
      { name: 'FunctionCall', pid: PID, tid: TID, ts: at(96), dur: 50_000, args: { data: { url: script } } },
      { name: 'Layout', pid: PID, tid: TID, ts: at(150), dur: 20_000 },
      { name: 'RunTask', pid: PID, tid: TID, ts: at(295), dur: 10_000 },
      { name: 'RunTask', pid: 99, tid: TID, ts: at(400), dur: 90_000 },
      { name: 'Profile', pid: PID, tid: 2, ts: START, args: { data: { startTime: START } } },
      {
        name: 'ProfileChunk',
        pid: PID,
        tid: 2,
        ts: at(200),
        args: { data: { cpuProfile: { nodes, samples: samples.slice(0, 4) }, timeDeltas: deltas.slice(0, 4) } },
      },
      {
        name: 'ProfileChunk',
        pid: PID,
        tid: 2,
        ts: at(400),
        args: { data: { cpuProfile: { samples: samples.slice(4) }, timeDeltas: deltas.slice(4) } },
      },
    ],
  };
}

describe('longTasks', () => {
  it("lists the page's main-thread tasks over the length, with the events inside and the functions by the samples' self time", () => {
    const [task, ...others] = longTasks(pageTrace(), { minMs: 25 });
    expect(others).toEqual([]);
    expect(task).toEqual({
      startMs: 95,
      durationMs: 80,
      events: [
        { name: 'FunctionCall', url: script, ms: 50 },
        { name: 'Layout', url: undefined, ms: 20 },
      ],
      functions: [
        { name: 'a', ms: 40 },
        { name: 'b', ms: 20 },
        { name: '(root)', ms: 15 },
      ],
    });
  });

  it('takes shorter tasks when asked, and keeps the top functions only', () => {
    const tasks = longTasks(pageTrace(), { minMs: 5, top: 1 });
    expect(tasks.map(({ startMs, durationMs }) => [startMs, durationMs])).toEqual([
      [95, 80],
      [295, 10],
    ]);
    expect(tasks[0].events).toHaveLength(1);
    expect(tasks[0].functions).toEqual([{ name: 'a', ms: 40 }]);
  });

  it('reads each profile of the process on its own clock', () => {
    const trace = pageTrace();
    const at = (ms) => START + ms * 1000;
    trace.traceEvents.push(
      { name: 'Profile', id: '0x2', pid: PID, tid: 3, ts: at(50), args: { data: { startTime: at(50) } } },
      {
        name: 'ProfileChunk',
        id: '0x2',
        pid: PID,
        tid: 3,
        ts: at(200),
        args: {
          data: {
            cpuProfile: { nodes: [{ id: 1, callFrame: { functionName: 'c', url: script } }], samples: [1, 1] },
            timeDeltas: [60_000, 5_000],
          },
        },
      },
    );
    const [task] = longTasks(trace);
    // Its first sample is at 50 + 60 = 110 ms, inside the task, and lasts 5 ms.
    expect(task.functions).toContainEqual({ name: 'c', ms: 5 });
    expect(task.functions).toContainEqual({ name: 'a', ms: 40 });
  });

  it('refuses a trace without a navigation of the page', () => {
    expect(() => longTasks({ traceEvents: [] })).toThrow(/no navigation/);
  });
});

describe('sourceMapLocator', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("names a function by the build's source map, and by its own name where there is none", () => {
    dir = mkdtempSync(join(tmpdir(), 'trace-'));
    mkdirSync(join(dir, 'assets'));
    // Generated line 1, column 0 is src/app/Shop.tsx line 3, column 2, named drawShop.
    const map = { version: 3, sources: ['../../src/app/Shop.tsx'], names: ['drawShop'], mappings: 'AAEEA' };
    writeFileSync(join(dir, 'assets', 'entry-abc.js.map'), JSON.stringify(map));
    const locate = sourceMapLocator(dir);
    expect(locate({ functionName: 'x', url: script, lineNumber: 0, columnNumber: 0 })).toBe('drawShop src/app/Shop.tsx:3');
    expect(locate({ functionName: 'y', url: 'http://127.0.0.1:4173/assets/other.js', lineNumber: 0, columnNumber: 0 })).toBe('y');
    expect(locate({ functionName: '', url: '' })).toBe('(native)');
  });
});

describe('formatTasks', () => {
  it('writes each task, its events and its functions', () => {
    const text = formatTasks(longTasks(pageTrace()));
    expect(text).toContain('task at 95 ms: 80.0 ms');
    expect(text).toMatch(/50\.0 ms\s+FunctionCall http:\/\/127\.0\.0\.1:4173\/assets\/entry-abc\.js/);
    expect(text).toMatch(/self time by function:\n\s+40\.0 ms\s+a\n\s+20\.0 ms\s+b/);
  });
});
