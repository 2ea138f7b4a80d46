import { Button } from '../button/Button.js';
import { Dialog } from '../dialog/Dialog.js';
import './AgeGateDialog.css';

/** Texts of the age gate; the app passes them translated. */
export interface AgeGateDialogLabels {
  readonly title: string;
  /** Why the question is asked. */
  readonly notice: string;
  /** The question itself, with the age threshold (18, spec 9). */
  readonly question: string;
  readonly leave: string;
  readonly enter: string;
}

/** Props of {@link AgeGateDialog}. */
export interface AgeGateDialogProps {
  /** Shown while true: on age-restricted product and theme pages until the visitor enters. */
  readonly open: boolean;
  /** The visitor is 18 or older; the app marks the session verified and closes the gate. */
  readonly onEnter: () => void;
  /** The visitor is not; the app goes back one page. */
  readonly onLeave: () => void;
  readonly labels?: Partial<AgeGateDialogLabels>;
}

const DEFAULT_LABELS: AgeGateDialogLabels = {
  title: 'Age verification',
  notice: 'Some content on this page is for adults only.',
  question: 'Are you 18 or older?',
  leave: 'Leave',
  enter: 'Enter',
};

// A Dialog without onClose: no close button, and Escape and the backdrop do nothing. Focus
// starts on Leave, the first action and the answer that lets nothing through.
/** The age gate (spec 1, 4): 'Are you 18 or older?', closed only by answering Leave or Enter. */
export function AgeGateDialog({ open, onEnter, onLeave, labels }: AgeGateDialogProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  return (
    <Dialog
      open={open}
      title={text.title}
      description={
        <>
          <p>{text.notice}</p>
          <p className="sf-age-gate__question">{text.question}</p>
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onLeave}>
            {text.leave}
          </Button>
          <Button onClick={onEnter}>{text.enter}</Button>
        </>
      }
    />
  );
}
