import './Skeleton.css';

/** What a skeleton stands in for: lines of text, an image box, or a product card. */
export type SkeletonVariant = 'text' | 'image' | 'card';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  readonly variant?: SkeletonVariant;
  /** Text lines drawn by `text` (default 3) and under the image of `card` (default 2). */
  readonly lines?: number;
}

function Lines({ count }: { readonly count: number }) {
  return (
    <span className="sf-skeleton__lines">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="sf-skeleton__line" />
      ))}
    </span>
  );
}

// Hidden from assistive technology: the region that loads carries aria-busy instead.
/** A placeholder shaped like content still loading, so the layout does not jump when it arrives. */
export function Skeleton({ variant = 'text', lines }: SkeletonProps) {
  return (
    <span className={`sf-skeleton sf-skeleton--${variant}`} aria-hidden="true">
      {variant === 'image' || variant === 'card' ? <span className="sf-skeleton__image" /> : null}
      {variant === 'text' ? <Lines count={lines ?? 3} /> : null}
      {variant === 'card' ? <Lines count={lines ?? 2} /> : null}
    </span>
  );
}
