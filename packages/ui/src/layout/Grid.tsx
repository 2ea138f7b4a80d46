import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../forms-core/class-names.js';
import { type LayoutElement, type Space, spaceValue } from './space.js';
import './Grid.css';

/** Props of {@link Grid}. */
export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered; div unless given (ul for a list of products). */
  readonly as?: LayoutElement | undefined;
  /** Columns on phones; 2 unless given. */
  readonly columns?: number | undefined;
  /** Columns from 48em (768 px) wide; 4 unless given. */
  readonly wideColumns?: number | undefined;
  /** Space between cells; 4 (1rem) unless given. */
  readonly gap?: Space | undefined;
}

/** Equal columns, fewer on phones than on wide screens: the shape of product lists. */
export function Grid({ as: Element = 'div', columns = 2, wideColumns = 4, gap = 4, className, style, ...rest }: GridProps) {
  const grid = {
    '--sf-grid-columns': columns,
    '--sf-grid-wide-columns': wideColumns,
    '--sf-grid-gap': spaceValue(gap),
  };
  return <Element {...rest} className={cx('sf-grid', className)} style={{ ...style, ...grid } as CSSProperties} />;
}
