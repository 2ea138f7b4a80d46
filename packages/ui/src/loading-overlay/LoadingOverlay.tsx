import './LoadingOverlay.css';

/** Texts the overlay shows; the app passes them translated. */
export interface LoadingOverlayLabels {
  /** Said and shown when no text is given. */
  readonly loading: string;
}

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** Covers the screen while true; the store decides when (start-up second, loading requests). */
  readonly open: boolean;
  /** What is going on, e.g. "Switching language…"; null or absent: the loading label. */
  readonly text?: string | null;
  readonly labels?: Partial<LoadingOverlayLabels>;
}

const DEFAULT_LABELS: LoadingOverlayLabels = { loading: 'Loading…' };

/** A full-screen veil with a spinner and a text, blocking clicks while the app waits. */
export function LoadingOverlay({ open, text, labels }: LoadingOverlayProps) {
  const message = text ?? { ...DEFAULT_LABELS, ...labels }.loading;
  // The veil is a busy progress bar named by the text. The live region that announces the text
  // stays mounted, since a live region inserted together with its text is not reliably read out.
  return (
    <>
      <div className="sf-loading-overlay__announcer" role="status">
        {open ? message : null}
      </div>
      {open ? (
        <div className="sf-loading-overlay" role="progressbar" aria-busy="true" aria-label={message}>
          <div className="sf-loading-overlay__panel">
            <span className="sf-loading-overlay__spinner" />
            <p className="sf-loading-overlay__text">{message}</p>
          </div>
        </div>
      ) : null}
    </>
  );
}
