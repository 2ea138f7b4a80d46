/** The raster extensions we serve as webp, in lower case. */
const RASTER = new Set(['jpg', 'jpeg', 'png', 'gif']);

/**
 * Points a .jpg, .jpeg, .png or .gif image URL (any case) at its .webp version, keeping query and
 * hash; other URLs stay as they are. Plain string work rather than a regular expression: a page of
 * product cards calls it for every picture while it is first drawn, before V8 has compiled the
 * expression to native code.
 */
export function toWebp(url: string): string {
  if (url.startsWith('data:') || url.startsWith('blob:')) return url;
  // The path ends where the query or the hash begins.
  const query = url.indexOf('?');
  const hash = url.indexOf('#');
  const end = Math.min(query === -1 ? url.length : query, hash === -1 ? url.length : hash);
  const dot = end === 0 ? -1 : url.lastIndexOf('.', end - 1);
  if (dot === -1 || !RASTER.has(url.slice(dot + 1, end).toLowerCase())) return url;
  return `${url.slice(0, dot)}.webp${url.slice(end)}`;
}
