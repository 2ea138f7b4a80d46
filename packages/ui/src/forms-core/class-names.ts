/** Joins the class names that are set, e.g. `cx('sf-button', loading && 'sf-button--loading')`. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
