/** Texts of the product gallery and its full-screen view; the app passes them translated. */
export interface ProductGalleryLabels {
  /** Names the gallery as a group. */
  readonly gallery: string;
  /**
   * Names an image, e.g. 'Image 2 of 5' (index from 1). The full-screen view asks once with the
   * placeholders '{index}' and '{total}' and fills them in for each image itself.
   */
  readonly imageOf: (index: number | string, total: number | string) => string;
  readonly previousImage: string;
  readonly nextImage: string;
  /** The button over the main image that opens the full-screen view. */
  readonly openFullScreen: string;
  /** Names the full-screen view (a dialog). */
  readonly fullScreen: string;
  readonly closeFullScreen: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  /** What the full-screen view's image strip is (aria-roledescription), e.g. 'carousel'. */
  readonly carousel: string;
  /** What one image of that strip is (aria-roledescription), e.g. 'image'. */
  readonly slide: string;
}

/** The English texts, for a gallery given no labels. */
export const DEFAULT_GALLERY_LABELS: ProductGalleryLabels = {
  gallery: 'Product images',
  imageOf: (index, total) => `Image ${index} of ${total}`,
  previousImage: 'Previous image',
  nextImage: 'Next image',
  openFullScreen: 'Open full screen',
  fullScreen: 'Product images, full screen',
  closeFullScreen: 'Close full screen',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  carousel: 'carousel',
  slide: 'image',
};
