import { createRequire } from 'node:module';

/** The formats a generated picture is served in: the original PNG, WebP (toWebp's URLs) and the SVG source. */
export type ImageFormat = 'png' | 'webp' | 'svg';

/** The content type of each format. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml; charset=utf-8',
};

// Rendered pictures are kept by URL, least recently used dropped first, within a byte budget: a
// catalogue's worth of thumbnails fits, a crawler walking every URL cannot grow the process.
const CACHE_BYTES = 48 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

type Sharp = typeof import('sharp').default;
let sharpModule: Sharp | undefined;

// sharp loads a native library of several MB: only the first picture request pays for it, not
// start-up. A created require keeps the bundler from inlining it, since sharp finds its native
// binary next to its own files in node_modules.
function loadSharp(): Sharp {
  sharpModule ??= createRequire(import.meta.url)('sharp') as Sharp;
  return sharpModule;
}

function remember(key: string, image: Buffer): void {
  cache.set(key, image);
  cachedBytes += image.byteLength;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.byteLength;
  }
}

/** The picture `key` in a format, rendered from its SVG on first request and cached (bounded LRU) after. */
export async function renderImage(key: string, format: ImageFormat, drawSvg: () => string): Promise<Buffer> {
  const cacheKey = `${format}:${key}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    // Re-inserting moves the entry to the end of the Map's order: the most recently used.
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  const svg = Buffer.from(drawSvg());
  if (format === 'svg') return svg;
  const sharp = loadSharp();
  const picture = sharp(svg);
  const image = await (format === 'png' ? picture.png({ compressionLevel: 9 }) : picture.webp({ quality: 80 })).toBuffer();
  remember(cacheKey, image);
  return image;
}
