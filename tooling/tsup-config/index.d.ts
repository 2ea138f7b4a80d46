import type { Options } from 'tsup';

/** tsup options for a publishable package: ESM and declarations for each entry, into dist/. */
export declare function libraryConfig(entry?: string[]): Options | Options[];
