import { type KeyboardEvent, useRef, useState } from 'react';
import { toWebp } from '@storefront/domain';
import './ProductGallery.css';

/** Texts of the gallery; the app passes them translated. */
export interface ProductGalleryLabels {
  /** Names the gallery as a group. */
  readonly gallery: string;
  /** Names a thumbnail, e.g. 'Image 2 of 5' (index from 1). */
  readonly imageOf: (index: number, total: number) => string;
  readonly previousImage: string;
  readonly nextImage: string;
}

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  /** Image URLs in display order; jpg, png and gif are requested as webp (spec 9). */
  readonly images: readonly string[];
  /** Alternative text of the main image, usually the product name. */
  readonly alt: string;
  readonly labels?: Partial<ProductGalleryLabels>;
}

const DEFAULT_LABELS: ProductGalleryLabels = {
  gallery: 'Product images',
  imageOf: (index, total) => `Image ${index} of ${total}`,
  previousImage: 'Previous image',
  nextImage: 'Next image',
};

// Intrinsic size hints: the browser reserves each square box before its image arrives.
const MAIN_SIZE = 800;
const THUMB_SIZE = 96;

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

/**
 * A product's images: the selected one large, with previous / next buttons, and a row of
 * thumbnails. The thumbnails take one tab stop; arrow keys, Home and End move between them and
 * show the image they reach; the shown one is marked aria-current.
 */
export function ProductGallery({ images, alt, labels }: ProductGalleryProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [selected, setSelected] = useState(0);
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

  return (
    <div className="sf-product-gallery" role="group" aria-label={text.gallery}>
      <div className="sf-product-gallery__stage">
        {image === undefined ? null : (
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
  );
}
