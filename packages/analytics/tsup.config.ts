import type { Options } from 'tsup';
import { libraryConfig } from '@storefront/tsup-config';

const library = libraryConfig() as Options;

// The declarations name @types/gtag.js's global Gtag namespace; bundling them drops the source's
// reference to it, so it is put back for consumers' compilers to load those types.
export default {
  ...library,
  dts: { ...(library.dts as object), banner: '/// <reference types="gtag.js" />' },
} satisfies Options;
