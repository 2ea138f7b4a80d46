import { vitestConfig } from '@storefront/test-utils/vitest';

export default vitestConfig();
