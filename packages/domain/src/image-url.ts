/** A path ending in a raster extension we serve as webp, then the optional query and hash. */
const RASTER = /^([^?#]*)\.(?:jpe?g|png|gif)((?:[?#].*)?)$/is;

/** Points a .jpg, .jpeg, .png or .gif image URL (any case) at its .webp version, keeping query and hash; other URLs stay as they are. */
export function toWebp(url: string): string {
  if (url.startsWith('data:') || url.startsWith('blob:')) return url;
  return url.replace(RASTER, '$1.webp$2');
}
