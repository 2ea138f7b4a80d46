// Loads the declaration files of the packages whose types are cheap to check in full, for
// tsconfig.declarations.json: a declaration TypeScript rejects there breaks a consumer that does
// not skip library checks. api-contract, api-client and store are left out: checking TypeBox's own
// declarations takes most of a minute; shop.ts still type-checks how they are used.
import type * as analytics from '@storefront/analytics';
import type * as domain from '@storefront/domain';
import type * as i18n from '@storefront/i18n';
import type * as i18nReact from '@storefront/i18n/react';
import type * as ui from '@storefront/ui';

export type Loaded = [typeof analytics, typeof domain, typeof i18n, typeof i18nReact, typeof ui];
