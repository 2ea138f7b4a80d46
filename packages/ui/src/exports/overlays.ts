// The overlays components of the kit; re-exported by src/index.ts.
export {};
