/** The menu asks for this many themes (spec 9). */
const MENU_THEME_COUNT = 10;

/** The header's theme query: the first themes, for the Popular menu. */
export const MENU_THEMES_QUERY = { count: MENU_THEME_COUNT } as const;
