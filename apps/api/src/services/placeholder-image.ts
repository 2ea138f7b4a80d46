const SIZE = 600;

/**
 * FNV-1a plus MurmurHash3's finaliser: stable across restarts and machines, and neighbouring ids
 * (p-1001, p-1002) land on unrelated hues.
 */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193);
  }
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`);
}

/** Up to two capitals from the first words of a name, e.g. "Star Voyager Aria" -> "SV". */
function initials(name: string): string {
  const letters = name.match(/\b[A-Za-z]/g) ?? [];
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

/** Draws image `index` (1-based) of `count` of a product: a gradient in the id's hue, the name's initials, the number. */
export function renderPlaceholderSvg(product: { id: string; name: string; index: number; count: number }): string {
  const hue = (hash(product.id) + (product.index - 1) * 47) % 360;
  const label = escapeXml(`${product.name} (${product.index}/${product.count})`);
  const font = 'font-family="system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${label}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue}, 65%, 58%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 35) % 360}, 70%, 40%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    '<circle cx="300" cy="270" r="160" fill="#fff" fill-opacity="0.18"/>',
    `<text x="300" y="270" text-anchor="middle" dominant-baseline="central" ${font} font-size="150" font-weight="700" fill="#fff">${escapeXml(initials(product.name))}</text>`,
    `<text x="300" y="530" text-anchor="middle" ${font} font-size="30" fill="#fff" fill-opacity="0.85">${escapeXml(product.id)} · ${product.index}/${product.count}</text>`,
    '</svg>',
  ].join('');
}
