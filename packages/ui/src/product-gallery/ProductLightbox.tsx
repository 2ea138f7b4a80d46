import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import { toWebp } from '@storefront/domain';
import type { ProductGalleryLabels } from './gallery-labels.js';
// The library's stylesheet comes with the view's chunk (an app's bundler loads it with the chunk).
import 'yet-another-react-lightbox/styles.css';

/** Props of {@link ProductLightbox}. */
export interface ProductLightboxProps {
  readonly images: readonly string[];
  readonly alt: string;
  /** The image shown first. */
  readonly index: number;
  readonly labels: ProductGalleryLabels;
  /** Each image the shopper moves to, so the page's gallery shows it after the close. */
  readonly onView: (index: number) => void;
  readonly onClose: () => void;
}

// The library's own plugin list, kept outside the render so the lightbox does not remount its plugins.
const PLUGINS = [Zoom];

/**
 * The gallery's full-screen view (yet-another-react-lightbox with its Zoom plugin): a modal dialog
 * that makes the rest of the page inert and gives focus back to the opener when it closes; swipe,
 * pinch, double tap and wheel zoom, arrow keys and Escape come with the library, which also drops
 * its animations when the shopper prefers reduced motion. Loaded on the first open only.
 */
export function ProductLightbox({ images, alt, index, labels, onView, onClose }: ProductLightboxProps) {
  const single = images.length < 2;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={images.map((url) => ({ src: toWebp(url), alt }))}
      plugins={PLUGINS}
      className="sf-product-lightbox"
      carousel={{ finite: single }}
      controller={{ closeOnBackdropClick: true }}
      // Up to two screen pixels for each pixel of the photo: a photo about as large as the screen
      // (the library's limit is one) can still be zoomed into for a closer look.
      zoom={{ maxZoomPixelRatio: 2 }}
      on={{ view: ({ index: viewed }) => onView(viewed) }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : {}}
      labels={{
        Lightbox: labels.fullScreen,
        'Photo gallery': labels.gallery,
        Carousel: labels.carousel,
        Slide: labels.slide,
        '{index} of {total}': labels.imageOf('{index}', '{total}'),
        Previous: labels.previousImage,
        Next: labels.nextImage,
        Close: labels.closeFullScreen,
        'Zoom in': labels.zoomIn,
        'Zoom out': labels.zoomOut,
      }}
    />
  );
}
