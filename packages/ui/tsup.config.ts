import { libraryConfig } from '@storefront/tsup-config';

// The shared preset as is: esbuild compiles JSX with tsconfig's react-jsx setting and, because
// components import their stylesheets, writes the bundled CSS beside the entry as dist/index.css.
export default libraryConfig();
