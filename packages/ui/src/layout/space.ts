/** Steps of the spacing scale, the N of the --sf-space-N tokens; 0 for none. */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12;

/** Elements a layout primitive can render as, so lists and landmarks keep their meaning. */
export type LayoutElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'main' | 'ul' | 'ol' | 'li';

/** The CSS value of a spacing step. */
export function spaceValue(space: Space): string {
  return space === 0 ? '0' : `var(--sf-space-${space})`;
}
