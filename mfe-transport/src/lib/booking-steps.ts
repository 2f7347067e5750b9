import type { WizardStepDef } from '@portal/shared/remote';

/** Booking Details, Select Car, Passenger Details, Review & Submit (specification §2). */
export const TRANSPORT_STEPS: readonly WizardStepDef[] = [
  { path: 'step-1', titleKey: 'booking.steps.details' },
  { path: 'step-2', titleKey: 'booking.steps.car' },
  { path: 'step-3', titleKey: 'booking.steps.passenger' },
  { path: 'step-4', titleKey: 'booking.steps.review' },
];
