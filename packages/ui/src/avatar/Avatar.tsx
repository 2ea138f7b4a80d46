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

/** The signed-in member's picture, a link to the member centre; the default silhouette when there is none or it fails to load. */
export function Avatar({ src, href, renderLink = renderAnchor, labels }: AvatarProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  // Remembers which address failed, so a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture = src && src !== failedSrc ? src : null;

  return renderLink({
    href,
    className: 'sf-avatar',
    children: (
      <>
        {picture === null ? (
          <svg className="sf-avatar__picture" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect className="sf-avatar__backdrop" width="32" height="32" />
            <path
              className="sf-avatar__silhouette"
              d="M16 17a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-11 15c0-6.1 4.9-11 11-11s11 4.9 11 11H5Z"
            />
          </svg>
        ) : (
          <img
            className="sf-avatar__picture"
            src={picture}
            alt=""
            width={32}
            height={32}
            decoding="async"
            onError={() => setFailedSrc(picture)}
          />
        )}
        <span className="sf-avatar__label">{text.member}</span>
      </>
    ),
  });
}
