import { libraryConfig } from '@storefront/tsup-config';

export default libraryConfig(['src/index.ts', 'src/react/index.ts']);
