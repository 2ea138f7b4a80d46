import type { Options } from 'tsup';
import { libraryConfig } from '@storefront/tsup-config';

// redux-persist's ES modules import each other without file extensions from a package Node takes
// for CommonJS: Node cannot load them. dist bundles them, so Node (e2e specs, scripts) can import
// the store; the source entry, which Vite and vitest use, imports them as they are.
export default { ...(libraryConfig(['src/index.ts', 'src/react/index.ts']) as Options), noExternal: ['redux-persist'] };
