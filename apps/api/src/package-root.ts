import { fileURLToPath } from 'node:url';

// This module sits one folder below the package root both as src/package-root.ts and when tsup
// bundles it into dist/*.js, so '..' is the package root under tsx, vitest and `node dist/main.js`.
const root = new URL('..', import.meta.url);

/** Resolves a path inside the apps/api package, wherever the code runs from (src or dist). */
export function packagePath(relative: string): string {
  return fileURLToPath(new URL(relative, root));
}
