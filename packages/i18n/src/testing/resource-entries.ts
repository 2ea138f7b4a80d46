/** Every dotted key path of a resource tree with its value, e.g. ['coupon.threshold', 'Order reaches NT${amount}']. */
export function resourceEntries(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? resourceEntries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** The names of a text's single-brace placeholders, sorted, formats dropped: 'Page {page} of {total}' gives ['page', 'total']. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{([^{}]+)\}/g)].map((match) => (match[1] ?? '').split(',')[0]?.trim() ?? '').sort();
}

/** The value at a dotted key path, or undefined: an object for a namespace, a string for a text. */
export function valueAt(tree: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
}
