import { libraryConfig } from '@storefront/tsup-config';

// One output module per source module (not one bundle): with `sideEffects: false`, an app's bundler
// then leaves out whole modules it does not use, so importing a price rule does not bring the yup
// form schemas and yup with it.
export default libraryConfig(['src/**/*.ts', '!src/**/*.test.ts']);
