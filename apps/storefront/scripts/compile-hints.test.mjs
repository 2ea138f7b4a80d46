import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

/** An output bundle as the bundler hands it to generateBundle: a chunk with its map, one without, a stylesheet. */
function bundle() {
  return {
    'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', code: 'const a=1;\nexport{a};\n//# sourceMappingURL=index.js.map' },
    'assets/index.js.map': {
      type: 'asset',
      fileName: 'assets/index.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
    },
    'assets/page.js': { type: 'chunk', fileName: 'assets/page.js', code: 'export const b=2;' },
    'assets/style.css': { type: 'asset', fileName: 'assets/style.css', source: 'a{color:red}' },
  };
}

describe('addCompileHints', () => {
  it('opens every script with the compile hint and moves its source map down that one line', () => {
    const output = bundle();
    addCompileHints(output);
    expect(output['assets/index.js'].code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(output['assets/index.js'].code).toBe(`${COMPILE_HINT}\n${bundle()['assets/index.js'].code}`);
    expect(JSON.parse(output['assets/index.js.map'].source).mappings).toBe(';AAAA;AACA');
    expect(output['assets/page.js'].code).toBe(`${COMPILE_HINT}\nexport const b=2;`);
    expect(output['assets/style.css'].source).toBe('a{color:red}');
  });

  it('leaves a script that has the hint as it is', () => {
    const output = bundle();
    addCompileHints(output);
    addCompileHints(output);
    expect(output['assets/page.js'].code).toBe(`${COMPILE_HINT}\nexport const b=2;`);
    expect(JSON.parse(output['assets/index.js.map'].source).mappings).toBe(';AAAA;AACA');
  });
});
