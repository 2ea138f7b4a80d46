/** A box on the screen, as getBoundingClientRect gives it. */
interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where the hover zoom is centred: the pointer's place in the image box, in percent of its width
 * and height, kept within 0-100 so a pointer on the edge never shows past the image.
 */
export function zoomOrigin(clientX: number, clientY: number, box: Box): { readonly x: number; readonly y: number } {
  const percent = (offset: number, size: number) => (size > 0 ? Math.round(Math.min(Math.max(offset / size, 0), 1) * 1000) / 10 : 50);
  return { x: percent(clientX - box.left, box.width), y: percent(clientY - box.top, box.height) };
}
