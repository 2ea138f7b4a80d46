// The forms components of the kit; re-exported by src/index.ts.
export {};
