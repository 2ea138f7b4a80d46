import { renderAnchor, type RenderShellLink } from '../shell-link/shell-link.js';
import './LoginButton.css';

/** Texts of the login button; the app passes them translated. */
export interface LoginButtonLabels {
  readonly login: string;
}

/** Props of {@link LoginButton}. */
export interface LoginButtonProps {
  /** The login page's address; the app adds the redirect back to the current page (spec 2). */
  readonly href: string;
  /** icon: a round icon for the header bar, named but without visible text; full: icon and text, for the mobile drawer. */
  readonly variant?: 'icon' | 'full';
  readonly renderLink?: RenderShellLink;
  readonly labels?: Partial<LoginButtonLabels>;
}

const DEFAULT_LABELS: LoginButtonLabels = { login: 'Log in' };

/** What a visitor sees in place of the avatar: a link to the login page. */
export function LoginButton({ href, variant = 'icon', renderLink = renderAnchor, labels }: LoginButtonProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  return renderLink({
    href,
    className: `sf-login-button sf-login-button--${variant}`,
    children: (
      <>
        <svg className="sf-login-button__glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 12a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-2a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-9 12a9 9 0 0 1 18 0h-2a7 7 0 0 0-14 0H3Z"
          />
        </svg>
        <span className="sf-login-button__label">{text.login}</span>
      </>
    ),
  });
}
