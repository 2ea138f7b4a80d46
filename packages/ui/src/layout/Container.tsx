import type { HTMLAttributes } from 'react';
import { cx } from '../forms-core/class-names.js';
import type { LayoutElement } from './space.js';
import './Container.css';

/** Widest content: sm for forms, md for reading, lg for pages with grids. */
export type ContainerSize = 'sm' | 'md' | 'lg';

/** Props of {@link Container}. */
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered; div unless given. */
  readonly as?: LayoutElement | undefined;
  /** lg unless given. */
  readonly size?: ContainerSize | undefined;
}

/** Centres the page's content at a readable width, with side padding that grows on wider screens. */
export function Container({ as: Element = 'div', size = 'lg', className, ...rest }: ContainerProps) {
  return <Element {...rest} className={cx('sf-container', `sf-container--${size}`, className)} />;
}
