import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../forms-core/class-names.js';
import { type LayoutElement, type Space, spaceValue } from './space.js';
import './Stack.css';

/** Props of {@link Stack}. */
export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered; div unless given. */
  readonly as?: LayoutElement | undefined;
  /** Space between the children; 4 (1rem) unless given. */
  readonly gap?: Space | undefined;
  /** Where the children sit across the stack; stretched to its width unless given. */
  readonly align?: 'stretch' | 'start' | 'center' | 'end' | undefined;
}

/** Children one under another with even space between them. */
export function Stack({ as: Element = 'div', gap = 4, align = 'stretch', className, style, ...rest }: StackProps) {
  return (
    <Element
      {...rest}
      className={cx('sf-stack', `sf-stack--${align}`, className)}
      style={{ ...style, '--sf-stack-gap': spaceValue(gap) } as CSSProperties}
    />
  );
}
