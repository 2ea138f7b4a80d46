import { cp } from 'node:fs/promises';
import { libraryConfig } from '@storefront/tsup-config';
import type { Options } from 'tsup';

const library = libraryConfig(['src/index.ts', 'src/react/index.ts']) as Options;

export default {
  ...library,
  // The bundle inlines each language; the JSON files ship beside it for translation tools.
  onSuccess: () => cp('src/resources', 'dist/resources', { recursive: true }),
} satisfies Options;
