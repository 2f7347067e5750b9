import type { WizardStepDef } from '@portal/shared/remote';

/** Book Fast Track, Add Passengers, Review and Pay, Order Complete (specification §2). */
export const FAST_TRACK_STEPS: readonly WizardStepDef[] = [
  { path: 'detail', titleKey: 'booking.steps.detail' },
  { path: 'passenger', titleKey: 'booking.steps.passenger' },
  { path: 'review', titleKey: 'booking.steps.review' },
  { path: 'complete', titleKey: 'booking.steps.complete' },
];
