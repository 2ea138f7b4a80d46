import { cp } from 'node:fs/promises';
import type { Options } from 'tsup';
import { libraryConfig } from '@storefront/tsup-config';

const library = libraryConfig(['src/index.ts', 'src/react/index.ts']) as Options;

export default {
  ...library,
  // The bundle inlines each language; the JSON files ship beside it for translation tools.
  onSuccess: () => cp('src/resources', 'dist/resources', { recursive: true }),
} satisfies Options;
