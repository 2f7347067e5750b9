import type { WizardStepDef } from '@portal/shared/remote';

/** Select Service, Booking Details, Passenger Details, Review & Pay (specification §2). */
export const ASSISTANT_STEPS: readonly WizardStepDef[] = [
  { path: 'step-1', titleKey: 'booking.steps.service' },
  { path: 'step-2', titleKey: 'booking.steps.details' },
  { path: 'step-3', titleKey: 'booking.steps.passenger' },
  { path: 'step-4', titleKey: 'booking.steps.review' },
];
