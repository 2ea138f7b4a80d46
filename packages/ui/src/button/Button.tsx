import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../forms-core/class-names.js';
import './Button.css';

/** How much a button stands out: one primary action per view, danger for what cannot be undone. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Button heights: the control heights of the tokens; md is the 44 px touch target. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The look of a button, whether it renders a button or a link. */
interface ButtonLook {
  readonly variant?: ButtonVariant | undefined;
  readonly size?: ButtonSize | undefined;
  /** Fills the width of its container, e.g. the submit button of a phone-width form. */
  readonly fullWidth?: boolean | undefined;
  readonly children: ReactNode;
}

/** Props of a {@link Button} that renders a `<button>` (type "button" unless given). */
export interface ButtonAsButtonProps extends ButtonLook, Omit<ComponentPropsWithRef<'button'>, keyof ButtonLook> {
  /** Shows a spinner and ignores clicks while an action runs; unlike disabled, the button keeps focus. */
  readonly loading?: boolean | undefined;
  readonly href?: undefined;
  readonly renderLink?: undefined;
}

/** What a custom link must render: an element navigating to href with these props passed on. */
export type ButtonLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'className'> & {
  readonly href: string;
  readonly className: string;
};

/** Props of a {@link Button} that renders a link looking like a button. */
export interface ButtonAsLinkProps extends ButtonLook, Omit<ComponentPropsWithRef<'a'>, keyof ButtonLook | 'href'> {
  readonly href: string;
  /**
   * Renders the link, e.g. `({ href, ...rest }) => <Link to={href} {...rest} />` for client-side
   * routing. Defaults to a plain anchor.
   */
  readonly renderLink?: ((props: ButtonLinkProps) => ReactNode) | undefined;
}

/** Props of {@link Button}: a link when href is given, else a button. */
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function lookClass(look: ButtonLook, className: string | undefined, loading = false): string {
  return cx(
    'sf-button',
    `sf-button--${look.variant ?? 'primary'}`,
    `sf-button--${look.size ?? 'md'}`,
    look.fullWidth && 'sf-button--full-width',
    loading && 'sf-button--loading',
    className,
  );
}

function renderAnchor(props: ButtonLinkProps): ReactNode {
  return <a {...props} />;
}

/** The kit's button: four variants, three sizes, a loading state, or a link styled alike. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, fullWidth, children, className, renderLink = renderAnchor, ...anchor } = props;
    return renderLink({
      ...anchor,
      className: lookClass({ variant, size, fullWidth, children }, className),
      children: <span className="sf-button__label">{children}</span>,
    });
  }
  const { variant, size, fullWidth, children, className, loading = false, type = 'button', onClick, ...button } = props;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (aria-disabled), so its clicks and submits are dropped here.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...button}
      type={type}
      className={lookClass({ variant, size, fullWidth, children }, className, loading)}
      aria-disabled={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <span className="sf-button__spinner" aria-hidden="true" /> : null}
      <span className="sf-button__label">{children}</span>
    </button>
  );
}
