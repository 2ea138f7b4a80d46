import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../forms-core/class-names.js';
import { type LayoutElement, type Space, spaceValue } from './space.js';
import './Inline.css';

/** Props of {@link Inline}. */
export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered; div unless given. */
  readonly as?: LayoutElement | undefined;
  /** Space between the children, across and between lines; 2 (0.5rem) unless given. */
  readonly gap?: Space | undefined;
  /** Where the children sit in a line; centred unless given. */
  readonly align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch' | undefined;
  /** How a line's free space is shared; packed at the start unless given. */
  readonly justify?: 'start' | 'center' | 'end' | 'between' | undefined;
  /** False keeps every child on one line; they wrap unless given. */
  readonly wrap?: boolean | undefined;
}

/** Children side by side, wrapping onto more lines when the width runs out (a cluster). */
export function Inline({
  as: Element = 'div',
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  className,
  style,
  ...rest
}: InlineProps) {
  return (
    <Element
      {...rest}
      className={cx('sf-inline', `sf-inline--align-${align}`, `sf-inline--justify-${justify}`, !wrap && 'sf-inline--nowrap', className)}
      style={{ ...style, '--sf-inline-gap': spaceValue(gap) } as CSSProperties}
    />
  );
}
