import { type CSSProperties, type KeyboardEvent, lazy, type PointerEvent, Suspense, useRef, useState } from 'react';
import { toWebp } from '@storefront/domain';
import { DEFAULT_GALLERY_LABELS, type ProductGalleryLabels } from './gallery-labels.js';
import { zoomOrigin } from './hover-zoom.js';
import './ProductGallery.css';

export type { ProductGalleryLabels } from './gallery-labels.js';

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  /** Image URLs in display order; jpg, png and gif are requested as webp (spec 9). */
  readonly images: readonly string[];
  /** Alternative text of the main image, usually the product name. */
  readonly alt: string;
  readonly labels?: Partial<ProductGalleryLabels>;
}

// Intrinsic size hints: the browser reserves each square box before its image arrives.
const MAIN_SIZE = 800;
const THUMB_SIZE = 96;

// The full-screen view and its library are fetched on the first open (or the first hover or focus
// on the image, which usually comes just before), so a product page's first load does not carry them.
let lightboxModule: Promise<typeof import('./ProductLightbox.js')> | undefined;
const loadLightbox = () => (lightboxModule ??= import('./ProductLightbox.js'));
// Pure: an app that imports other components of the kit drops the gallery and, with it, the view's chunk.
const ProductLightbox = /* @__PURE__ */ lazy(async () => ({ default: (await loadLightbox()).ProductLightbox }));

/** The thumbnail index a key moves to from current, or null when the key is not a gallery key. */
function targetIndex(key: string, current: number, total: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % total;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + total) % total;
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    default:
      return null;
  }
}

function Chevron({ direction }: { readonly direction: 'previous' | 'next' }) {
  return (
    <svg className="sf-product-gallery__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

function ExpandIcon() {
  return (
    <svg className="sf-product-gallery__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

/**
 * A product's images: the selected one large, with previous / next buttons, and a row of
 * thumbnails. The thumbnails take one tab stop; arrow keys, Home and End move between them and
 * show the image they reach; the shown one is marked aria-current. Left and right arrows also step
 * through the images from the other controls of the gallery. A mouse over the image zooms it where
 * the pointer is; a click or tap on it (or its button, "Open full screen") opens the full-screen
 * view, with swipe, pinch and zoom, which is loaded on first use.
 */
export function ProductGallery({ images, alt, labels }: ProductGalleryProps) {
  const text = { ...DEFAULT_GALLERY_LABELS, ...labels };
  const [selected, setSelected] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const [zoom, setZoom] = useState<{ readonly x: number; readonly y: number } | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  // A new product may bring fewer images than the index kept from the last one.
  const current = Math.min(selected, Math.max(total - 1, 0));
  const image = images[current];

  const step = (by: number) => setSelected((current + by + total) % total);

  const onThumbKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = targetIndex(event.key, current, total);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  // Left and right from the image's buttons; up and down keep scrolling the page there.
  const onStageKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  };

  // A hover zoom is for a mouse: on a touch screen the first tap opens the full-screen view instead.
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    setZoom(zoomOrigin(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
  };

  const zoomStyle =
    zoom === null ? undefined : ({ '--sf-gallery-zoom-x': `${zoom.x}%`, '--sf-gallery-zoom-y': `${zoom.y}%` } as CSSProperties);

  return (
    <>
      <div className="sf-product-gallery" role="group" aria-label={text.gallery}>
        <div
          className="sf-product-gallery__stage"
          data-zoomed={zoom === null ? undefined : 'true'}
          style={zoomStyle}
          onKeyDown={onStageKeyDown}
          onPointerEnter={image === undefined ? undefined : () => void loadLightbox()}
          onPointerMove={image === undefined ? undefined : onPointerMove}
          onPointerLeave={() => setZoom(null)}
        >
          {image === undefined ? null : (
            <>
              <img
                className="sf-product-gallery__image"
                src={toWebp(image)}
                alt={alt}
                width={MAIN_SIZE}
                height={MAIN_SIZE}
                // The page's main picture, usually its largest paint: fetched ahead of other pictures.
                fetchPriority="high"
                decoding="async"
              />
              {/* Covers the image, so a click or tap anywhere on it opens the full-screen view. */}
              <button
                type="button"
                className="sf-product-gallery__open"
                aria-label={text.openFullScreen}
                aria-haspopup="dialog"
                onFocus={() => void loadLightbox()}
                onClick={() => {
                  setZoom(null);
                  setFullScreen(true);
                }}
              >
                <span className="sf-product-gallery__open-icon">
                  <ExpandIcon />
                </span>
              </button>
            </>
          )}
          {total > 1 ? (
            <>
              <button
                type="button"
                className="sf-product-gallery__step sf-product-gallery__step--previous"
                aria-label={text.previousImage}
                onClick={() => step(-1)}
              >
                <Chevron direction="previous" />
              </button>
              <button
                type="button"
                className="sf-product-gallery__step sf-product-gallery__step--next"
                aria-label={text.nextImage}
                onClick={() => step(1)}
              >
                <Chevron direction="next" />
              </button>
            </>
          ) : null}
        </div>
        {total > 1 ? (
          <ul className="sf-product-gallery__thumbs">
            {images.map((url, index) => (
              <li key={`${index}:${url}`} className="sf-product-gallery__thumb-item">
                <button
                  ref={(element) => {
                    thumbs.current[index] = element;
                  }}
                  type="button"
                  className="sf-product-gallery__thumb"
                  aria-label={text.imageOf(index + 1, total)}
                  aria-current={index === current ? 'true' : undefined}
                  tabIndex={index === current ? 0 : -1}
                  onClick={() => setSelected(index)}
                  onKeyDown={onThumbKeyDown}
                >
                  <img
                    className="sf-product-gallery__thumb-image"
                    src={toWebp(url)}
                    alt=""
                    width={THUMB_SIZE}
                    height={THUMB_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* Outside the group: the view's own keys (arrows, Escape) must not reach the gallery's handlers through React's tree. */}
      {fullScreen ? (
        <Suspense fallback={null}>
          <ProductLightbox
            images={images}
            alt={alt}
            index={current}
            labels={text}
            onView={setSelected}
            onClose={() => setFullScreen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
