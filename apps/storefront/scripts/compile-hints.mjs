// A Vite plugin that marks every script of the build for eager compilation by V8: the magic comment
// `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome 136 and later) on a script's
// first line has V8 compile all its functions as the script arrives, on a background thread,
// instead of each function on the main thread the first time it is called. The storefront's
// scripts are mostly run as the page loads (the entry: React, the router, the store; a page's
// chunk: the page), and on a phone those first calls would hold the main thread in long tasks
// (docs/performance.md). Other browsers ignore the comment.

/** The magic comment, which must open the script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on the first line of every JavaScript chunk in `bundle` (a Rollup or
 * Rolldown output bundle), and shifts the chunk's source map by that line when there is one.
 */
export function addCompileHints(bundle) {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
    file.code = `${COMPILE_HINT}\n${file.code}`;
    const map = bundle[`${file.fileName}.map`];
    if (map?.type === 'asset') {
      const source = JSON.parse(String(map.source));
      source.mappings = `;${source.mappings}`;
      map.source = JSON.stringify(source);
    }
  }
}

/** The Vite plugin: build only, after every other plugin has written its code into the chunks. */
export function compileHints() {
  return {
    name: 'storefront:compile-hints',
    apply: 'build',
    generateBundle: { order: 'post', handler: (_options, bundle) => addCompileHints(bundle) },
  };
}
