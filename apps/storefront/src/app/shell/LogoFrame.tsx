import type { ReactNode } from 'react';
import { Logo, type RenderShellLink } from '@storefront/ui';
import './LogoFrame.css';

/** Props of {@link LogoFrame}. */
export interface LogoFrameProps {
  /** The shop's name, the logo's link name. */
  readonly name: string;
  /** How the logo links home: a router link in the app, a plain anchor (a page load) without one. */
  readonly renderLink?: RenderShellLink;
  /** A class of the page kind on the frame, for its own look (e.g. the account pages' muted background). */
  readonly className?: string;
  /** The language of the frame's texts when it is not the document's. */
  readonly lang?: string;
  readonly children: ReactNode;
}

/**
 * The frame of a page outside the shop's layout: a bar with the logo home, then the main area. The
 * account pages, the root error boundary (the header may be what failed) and the start-up failure
 * stand in it.
 */
export function LogoFrame({ name, renderLink, className, lang, children }: LogoFrameProps) {
  return (
    <div className={className === undefined ? 'sf-logo-frame' : `sf-logo-frame ${className}`} lang={lang}>
      <header className="sf-logo-frame__header">
        <Logo name={name} renderLink={renderLink} />
      </header>
      <main className="sf-logo-frame__main">{children}</main>
    </div>
  );
}
