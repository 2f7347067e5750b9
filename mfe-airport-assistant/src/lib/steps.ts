import { missingStep, stepGuard, type WizardSteps } from '@portal/shared/bookings/step-guard';
import {
  type BookingDraft,
  type PassengersDraft,
  readBookingDraft,
  readPassengersDraft,
  readServiceDraft,
  type ServiceDraft,
  writeBookingDraft,
  writePassengersDraft,
} from './drafts';

export const STEP_PATHS = {
  service: '/airport-assistant/step-1',
  details: '/airport-assistant/step-2',
  passengers: '/airport-assistant/step-3',
  review: '/airport-assistant/step-4',
  result: '/airport-assistant/succ',
} as const;

/** The wizard's steps in order (1 Select Service … 4 Review & Pay). */
export const STEP_ORDER = [STEP_PATHS.service, STEP_PATHS.details, STEP_PATHS.passengers, STEP_PATHS.review];

export interface Drafts {
  service: ServiceDraft | null;
  booking: BookingDraft | null;
  passengers: PassengersDraft | null;
}

export const readDrafts = (): Drafts => ({
  service: readServiceDraft(),
  booking: readBookingDraft(),
  passengers: readPassengersDraft(),
});

/** How many steps are done, in order (a later step counts only when every earlier one is done). */
export const stepsDone = ({ service, booking, passengers }: Drafts): number => {
  if (!service?.done) return 0;
  if (!booking?.saved || !booking.uuid) return 1;
  if (!passengers?.saved) return 2;
  return 3;
};

const WIZARD: WizardSteps<Drafts> = { order: STEP_ORDER, readDrafts, stepsDone };

/**
 * Where a step (1-based) must send the user when an earlier step is not done (a later step
 * cannot be reached by its address either): the first unfinished step, or null when it may show.
 */
export const redirectFor = (step: 1 | 2 | 3 | 4, drafts: Drafts = readDrafts()): string | null =>
  missingStep(WIZARD, step, drafts);

/** The route loader of step 2, 3 or 4 (the shared guard): redirects before the screen's code loads. */
export const stepLoader = (step: 2 | 3 | 4) => stepGuard(WIZARD, step);

/**
 * Going back to a step resets the later ones (specification §4): what they hold stays to be
 * shown again, but each must be confirmed again before the steps after it.
 */
export const resetStepsAfter = (step: 1 | 2 | 3) => {
  const booking = readBookingDraft();
  const passengers = readPassengersDraft();
  if (step < 2 && booking?.saved) writeBookingDraft({ ...booking, saved: false });
  if (step < 3 && passengers?.saved) writePassengersDraft({ ...passengers, saved: false });
};

/** The result page of an order: paid (isWhat 0) as a new booking (currentType 0). */
export const resultPath = (orderNo: string) =>
  `${STEP_PATHS.result}?${new URLSearchParams({ currentType: '0', isWhat: '0', orderNo })}`;
