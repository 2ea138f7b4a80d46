import { renderAnchor, type RenderShellLink } from '../shell-link/shell-link.js';
import './Logo.css';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** The shop's name: shown beside the mark and read as the link's name. */
  readonly name: string;
  /** The shop's own logo picture; when given it replaces the mark and the name, and carries the name as its alt. */
  readonly imageSrc?: string;
  /** Address of the home page. */
  readonly href?: string;
  readonly renderLink?: RenderShellLink;
}

/** The shop's logo: a link home named by the shop's name. */
export function Logo({ name, imageSrc, href = '/', renderLink = renderAnchor }: LogoProps) {
  return renderLink({
    href,
    className: 'sf-logo',
    children:
      imageSrc === undefined ? (
        <>
          <svg className="sf-logo__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 7V6a5 5 0 0 1 10 0v1h3a1 1 0 0 1 1 1.1l-1.2 12.1A2 2 0 0 1 17.8 22H6.2a2 2 0 0 1-2-1.8L3 8.1A1 1 0 0 1 4 7h3Zm2 0h6V6a3 3 0 0 0-6 0v1Zm-1 4a4 4 0 0 0 8 0h-2a2 2 0 0 1-4 0H8Z"
            />
          </svg>
          <span className="sf-logo__name">{name}</span>
        </>
      ) : (
        <img className="sf-logo__image" src={imageSrc} alt={name} />
      ),
  });
}
