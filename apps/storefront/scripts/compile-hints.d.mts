import type { Plugin } from 'vite';

/** The magic comment of V8's explicit compile hints, which must open the script. */
export declare const COMPILE_HINT: string;

/** Puts the compile hint on the first line of every JavaScript chunk of an output bundle, shifting its source map. */
export declare function addCompileHints(bundle: Record<string, unknown>): void;

/** The Vite plugin that marks every script of the build for eager compilation. */
export declare function compileHints(): Plugin;
