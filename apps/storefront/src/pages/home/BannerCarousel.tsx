import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Banner } from '@storefront/api-contract';
import { toWebp } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { ContentLink } from '../../components/ContentLink.js';
import './BannerCarousel.css';

/** How long each banner stays before the next one slides in. */
export const BANNER_INTERVAL_MS = 6000;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// Desktop pictures are wide, phone pictures nearly square; the sizes reserve the box before they load.
const DESKTOP_SIZE = { width: 1200, height: 450 };
const MOBILE_SIZE = { width: 750, height: 563 };
const MOBILE_MEDIA = '(max-width: 39.99em)';

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps {
  /** The banners in display order; at least one. */
  readonly banners: readonly Banner[];
  /** Called when the shopper follows a banner's link (for select_content). */
  readonly onBannerClick: (banner: Banner) => void;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * The home page's banner carousel (WAI-ARIA carousel pattern): previous / next buttons, a dot
 * button per banner and a rotation button first in the tab order. It rotates on its own unless the
 * shopper prefers reduced motion; hovering pauses it, and moving keyboard focus into it stops it
 * until the rotation button starts it again. While it rotates, slide changes are not announced.
 */
export function BannerCarousel({ banners, onBannerClick }: BannerCarouselProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const total = banners.length;
  const index = Math.min(current, total - 1);
  const rotating = playing && !hovered && total > 1;
  // The other banners' pictures are fetched once the first one is on the screen (or the carousel
  // moves on before): until then the first picture, the largest on the screen, has the connection
  // to itself.
  const [othersFetched, setOthersFetched] = useState(false);
  const fetchOthers = () => setOthersFetched(true);
  const afterFirstPainted = () => requestAnimationFrame(() => setTimeout(fetchOthers));

  // A timer per shown slide, so a slide chosen by hand also gets its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setOthersFetched(true);
      setCurrent((index + 1) % total);
    }, BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, total]);

  const show = (target: number) => {
    fetchOthers();
    setCurrent((target + total) % total);
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target !== rotationButton.current) setPlaying(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="sf-carousel"
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onKeyDown={total > 1 ? onKeyDown : undefined}
    >
      {total > 1 && (
        <div className="sf-carousel__controls">
          <button
            ref={rotationButton}
            type="button"
            className="sf-carousel__button"
            aria-label={playing ? t('home.carousel.pause') : t('home.carousel.play')}
            onClick={() => setPlaying((value) => !value)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {playing ? <path d="M8 5h3v14H8zM13 5h3v14h-3z" /> : <path d="M8 5l11 7-11 7z" />}
            </svg>
          </button>
          <button type="button" className="sf-carousel__button" aria-label={t('home.carousel.previous')} onClick={() => show(index - 1)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path className="sf-carousel__chevron" d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <ul className="sf-carousel__dots">
            {banners.map((banner, position) => (
              <li key={banner.banner_id}>
                <button
                  type="button"
                  className="sf-carousel__dot"
                  aria-label={t('home.carousel.goTo', { index: position + 1, name: banner.display_name })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => show(position)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="sf-carousel__button" aria-label={t('home.carousel.next')} onClick={() => show(index + 1)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path className="sf-carousel__chevron" d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      )}
      <div className="sf-carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div className="sf-carousel__track" style={{ transform: `translateX(${-index * 100}%)` }}>
          {banners.map((banner, position) => (
            <div
              key={banner.banner_id}
              className="sf-carousel__slide"
              role="group"
              aria-roledescription={t('home.carousel.slide')}
              aria-label={t('home.carousel.slideLabel', { index: position + 1, total })}
              inert={position !== index}
            >
              <BannerSlide
                banner={banner}
                first={position === 0}
                withPicture={position === 0 || othersFetched}
                onClick={() => onBannerClick(banner)}
                onPictureSettled={position === 0 ? afterFirstPainted : undefined}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

interface BannerSlideProps {
  readonly banner: Banner;
  readonly first: boolean;
  /** False leaves the picture out (not fetched yet); the slide keeps its box. */
  readonly withPicture?: boolean;
  readonly onClick: () => void;
  /** Called when the picture has loaded or failed to. */
  readonly onPictureSettled?: () => void;
}

/** One banner: its picture (the phone picture on small screens) and name, a link when it has one. */
function BannerSlide({ banner, first, withPicture = true, onClick, onPictureSettled }: BannerSlideProps) {
  const content = (
    <>
      {withPicture ? (
        <picture>
          {banner.mobile_image_url && <source media={MOBILE_MEDIA} srcSet={toWebp(banner.mobile_image_url)} {...MOBILE_SIZE} />}
          <img
            className="sf-carousel__image"
            src={toWebp(banner.image_url)}
            alt=""
            {...DESKTOP_SIZE}
            // The first banner is the largest picture above the fold: fetched at once and first.
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding={first ? 'sync' : 'async'}
            onLoad={onPictureSettled}
            onError={onPictureSettled}
          />
        </picture>
      ) : (
        <span className="sf-carousel__image sf-carousel__image--pending" />
      )}
      <span className="sf-carousel__caption">{banner.display_name}</span>
    </>
  );
  if (!banner.link_url) return <div className="sf-carousel__link">{content}</div>;
  return (
    <ContentLink href={banner.link_url} className="sf-carousel__link" onClick={onClick}>
      {content}
    </ContentLink>
  );
}
