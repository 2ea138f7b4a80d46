import { useState } from 'react';
import { renderAnchor, type RenderShellLink } from '../shell-link/shell-link.js';
import './Avatar.css';

/** Texts of the avatar; the app passes them translated. */
export interface AvatarLabels {
  /** Name of the link: where it goes, not what the picture shows. */
  readonly member: string;
}

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The member's picture; empty or missing: the default picture. */
  readonly src?: string | null;
  /** Where the avatar leads: the app picks /member/orders on large screens and /member on small ones. */
  readonly href: string;
  readonly renderLink?: RenderShellLink;
  readonly labels?: Partial<AvatarLabels>;
}

const DEFAULT_LABELS: AvatarLabels = { member: 'Member centre' };

/** Props of {@link AvatarPicture}. */
export interface AvatarPictureProps {
  /** The member's picture; empty or missing: the default silhouette. */
  readonly src?: string | null;
  /** Width and height in CSS pixels. Default 32. */
  readonly size?: number;
  /** Text for the picture; default empty, as it usually sits beside the member's name or a labelled link. */
  readonly alt?: string;
}

/** A member's round picture: the image, or the default silhouette when there is none or it fails to load. */
export function AvatarPicture({ src, size = 32, alt = '' }: AvatarPictureProps) {
  // Remembers which address failed, so a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture = src && src !== failedSrc ? src : null;
  const style = { inlineSize: size, blockSize: size };
  return picture === null ? (
    <svg
      className="sf-avatar__picture"
      style={style}
      viewBox="0 0 32 32"
      role={alt === '' ? undefined : 'img'}
      aria-label={alt === '' ? undefined : alt}
      aria-hidden={alt === '' ? true : undefined}
      focusable="false"
    >
      <rect className="sf-avatar__backdrop" width="32" height="32" />
      <path className="sf-avatar__silhouette" d="M16 17a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-11 15c0-6.1 4.9-11 11-11s11 4.9 11 11H5Z" />
    </svg>
  ) : (
    <img
      className="sf-avatar__picture"
      style={style}
      src={picture}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      onError={() => setFailedSrc(picture)}
    />
  );
}

/** The signed-in member's picture, a link to the member centre; the default silhouette when there is none or it fails to load. */
export function Avatar({ src, href, renderLink = renderAnchor, labels }: AvatarProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  return renderLink({
    href,
    className: 'sf-avatar',
    children: (
      <>
        <AvatarPicture src={src} />
        <span className="sf-avatar__label">{text.member}</span>
      </>
    ),
  });
}
