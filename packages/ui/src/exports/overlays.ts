// The overlays components of the kit; re-exported by src/index.ts.
export { AgeGateDialog, type AgeGateDialogLabels, type AgeGateDialogProps } from '../age-gate-dialog/AgeGateDialog.js';
export { Countdown, type CountdownLabels, type CountdownProps } from '../countdown/Countdown.js';
export { Dialog, type DialogLabels, type DialogProps } from '../dialog/Dialog.js';
export { Drawer, type DrawerLabels, type DrawerProps } from '../drawer/Drawer.js';
export { EmptyState, type EmptyStateProps } from '../empty-state/EmptyState.js';
export { LoadingOverlay, type LoadingOverlayLabels, type LoadingOverlayProps } from '../loading-overlay/LoadingOverlay.js';
export {
  QrPaymentPanel,
  type QrPaymentData,
  type QrPaymentPanelLabels,
  type QrPaymentPanelProps,
  type QrPaymentStatus,
} from '../qr-payment-panel/QrPaymentPanel.js';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from '../skeleton/Skeleton.js';
export { TOAST_DURATION_MS, Toaster, type Toast, type ToasterLabels, type ToasterProps, type ToastKind } from '../toaster/Toaster.js';
export { useToasts, type ToastController } from '../toaster/use-toasts.js';
