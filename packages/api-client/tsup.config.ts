import { libraryConfig } from '@storefront/tsup-config';

export default libraryConfig();
