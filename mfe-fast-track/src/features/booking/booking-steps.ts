import { isUnpaidResult, type WizardStepDef } from '@portal/shared/remote';

/** Book Fast Track, Add Passengers, Review and Pay, Order Complete (specification §2). */
export const FAST_TRACK_STEPS: readonly WizardStepDef[] = [
  { path: 'detail', titleKey: 'booking.steps.detail' },
  { path: 'passenger', titleKey: 'booking.steps.passenger' },
  { path: 'review', titleKey: 'booking.steps.review' },
  // Back from a payment that did not go through (isWhat 1 or 2), Review and Pay is not completed.
  {
    path: 'complete',
    titleKey: 'booking.steps.complete',
    progressAt: (search) => (isUnpaidResult(search) ? 'review' : undefined),
  },
];
