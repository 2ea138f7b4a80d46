import { defineConfig } from 'tsup';

// In watch mode (`pnpm dev`) the listing of every chunk hides the API's own lines: it shows only
// when LOG_LEVEL asks for info or more (its default), not with the warn `npm start` sets.
const QUIET_LEVELS = ['warn', 'error', 'fatal', 'silent'];

export default defineConfig((options) => ({
  entry: ['src/main.ts', 'src/admin-main.ts', 'src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // One file to load: workspace packages come from source (esbuild honours the `source`
  // condition) and npm dependencies are bundled too, because resolving and reading their many small
  // modules one by one is a large part of start-up. The database drivers stay external: PGlite
  // loads its WebAssembly and data files from its own folder, and pg optionally requires pg-native.
  // Swagger UI likewise serves its scripts and styles from its own static/ folder. Argon2 is a
  // native module, and firebase-admin (loaded on the first Google sign-in) resolves its own files.
  noExternal: [/^(?!@electric-sql\/pglite|pg$|pg\/|pg-native|@fastify\/swagger-ui|@node-rs\/argon2|firebase-admin)/],
  // Bundled CommonJS dependencies call require(); ESM output has none unless given one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  esbuildOptions(options) {
    options.conditions = ['source', ...(options.conditions ?? [])];
  },
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  silent: Boolean(options.watch) && QUIET_LEVELS.includes(process.env.LOG_LEVEL ?? 'info'),
}));
