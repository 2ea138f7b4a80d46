// What the long tasks of a Lighthouse run are: the page's main-thread tasks over a length, each with
// the trace events inside it and the functions the CPU profiler's samples found running, named
// through the build's source maps. Read from the trace Lighthouse recorded for the run it measured
// (with `disabled-by-default-v8.cpu_profiler` added to its categories), so it shows the costs as
// Lighthouse observed them, before its simulation multiplies them.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';

/** The page's main thread and the start of its navigation (the first main-frame navigation to an http(s) document). */
function pageThread(events) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('the trace has no navigation of the page');
  return { pid: navigation.pid, tid: navigation.tid, start: navigation.ts };
}

/**
 * The CPU profiler's samples of process `pid`: each the profile node it found running, when, and
 * until when (the next sample of its profile), in the trace's microseconds.
 */
function samplesOf(events, pid) {
  // A process may hold more than one profile, each with its own start, nodes and samples.
  const profiles = new Map();
  const profileOf = (id) => {
    if (!profiles.has(id)) profiles.set(id, { start: 0, nodes: new Map(), ids: [], deltas: [] });
    return profiles.get(id);
  };
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') profileOf(event.id).start = event.args.data.startTime;
    if (event.name === 'ProfileChunk') {
      const profile = profileOf(event.id);
      const chunk = event.args.data.cpuProfile ?? {};
      for (const node of chunk.nodes ?? []) profile.nodes.set(node.id, node);
      profile.ids.push(...(chunk.samples ?? []));
      profile.deltas.push(...(event.args.data.timeDeltas ?? []));
    }
  }
  return [...profiles.values()].flatMap(({ start, nodes, ids, deltas }) => {
    let time = start;
    return ids.map((id, index) => {
      time += deltas[index] ?? 0;
      return { node: nodes.get(id), time, until: time + (deltas[index + 1] ?? 0) };
    });
  });
}

/**
 * Names a profiled function `{ functionName, url, lineNumber, columnNumber }` (0-based): through
 * the source map of a script of the build in `dist` when there is one, by its name and script otherwise.
 */
export function sourceMapLocator(dist) {
  const maps = new Map();
  const mapOf = (url) => {
    const file = basename(new URL(url).pathname);
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMap(JSON.parse(readFileSync(join(dist, 'assets', `${file}.map`), 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };
  return ({ functionName, url, lineNumber = 0, columnNumber = 0 }) => {
    const entry = url?.startsWith('http') ? mapOf(url)?.findEntry(lineNumber, columnNumber) : undefined;
    if (!entry?.originalSource) return functionName || (url ? basename(url) : '(native)');
    const source = entry.originalSource.replace(/^.*node_modules\/(?!\.pnpm)/, '').replace(/^(\.\.\/)+/, '');
    return `${entry.name || functionName || '(anonymous)'} ${source}:${entry.originalLine + 1}`;
  };
}

/**
 * The page's main-thread tasks of at least `minMs` (as observed), in order: when each began after
 * the navigation and how long it lasted (ms), its longest trace events (`events`: what the browser
 * did, e.g. a layout or a script's evaluation) and the `top` functions by the samples' self time
 * (`functions`), named by `locate` (sourceMapLocator).
 */
export function longTasks(trace, { minMs = 25, top = 6, locate = (frame) => frame.functionName || '(native)' } = {}) {
  const events = trace.traceEvents;
  const { pid, tid, start } = pageThread(events);
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid && event.ts >= start && typeof event.dur === 'number');
  const samples = samplesOf(events, pid);
  return onThread
    .filter((event) => event.name === 'RunTask' && event.dur >= minMs * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + task.dur;
      const inside = onThread
        .filter((event) => event !== task && event.ts >= task.ts && event.ts < end && event.dur >= 1000)
        .sort((a, b) => b.dur - a.dur)
        .slice(0, top)
        .map((event) => ({ name: event.name, url: event.args?.data?.url || undefined, ms: event.dur / 1000 }));
      const selfTime = new Map();
      for (const sample of samples) {
        if (sample.time < task.ts || sample.time >= end || !sample.node) continue;
        const name = locate(sample.node.callFrame);
        selfTime.set(name, (selfTime.get(name) ?? 0) + (Math.min(sample.until, end) - sample.time) / 1000);
      }
      const functions = [...selfTime]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => ({ name, ms }));
      return { startMs: (task.ts - start) / 1000, durationMs: task.dur / 1000, events: inside, functions };
    });
}

/** The long tasks of one page as lines of text. */
export function formatTasks(tasks) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  return tasks
    .map((task) =>
      [
        `task at ${Math.round(task.startMs)} ms: ${ms(task.durationMs)}`,
        ...task.events.map((event) => `    ${ms(event.ms).padStart(9)}  ${event.name}${event.url ? ` ${event.url}` : ''}`),
        ...(task.functions.length > 0 ? ['  self time by function:'] : []),
        ...task.functions.map((fn) => `    ${ms(fn.ms).padStart(9)}  ${fn.name}`),
      ].join('\n'),
    )
    .join('\n\n');
}
