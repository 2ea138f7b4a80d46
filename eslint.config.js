import { createConfig } from '@storefront/eslint-config';

export default createConfig({ rootDir: import.meta.dirname });
