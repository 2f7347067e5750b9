import { missingStep, stepGuard, type WizardSteps } from '@portal/shared/bookings/step-guard';
import {
  type BookingDraft,
  type PersonDraft,
  readBookingDraft,
  readPersonDraft,
  readUuid,
  writeBookingDraft,
  writePersonDraft,
} from './drafts';

export const STEP_PATHS = {
  details: '/transport-services/step-1',
  car: '/transport-services/step-2',
  passenger: '/transport-services/step-3',
  review: '/transport-services/step-4',
  result: '/transport-services/succ',
} as const;

/** The wizard's steps in order (1 Booking Details … 4 Review & Submit). */
export const STEP_ORDER = [STEP_PATHS.details, STEP_PATHS.car, STEP_PATHS.passenger, STEP_PATHS.review];

/** `currentType` of a booking request (no car priced: an operator quotes it) and of paying a quote. */
export const REQUEST_TYPE = 'request';
export const QUOTE_TYPE = 'quote';

export interface Drafts {
  booking: BookingDraft | null;
  person: PersonDraft | null;
  uuid: string | null;
}

export const readDrafts = (): Drafts => ({
  booking: readBookingDraft(),
  person: readPersonDraft(),
  uuid: readUuid(),
});

/** The booking goes on as a request: no car was priced and the user chose to send it to an operator. */
export const isRequest = (booking: BookingDraft | null): boolean =>
  Boolean(booking?.request && booking.carDone && !booking.car);

/** A step's address, with `currentType=request` while the booking is a request. */
export const stepPath = (path: string, booking: BookingDraft | null = readBookingDraft()) =>
  isRequest(booking) ? `${path}?currentType=${REQUEST_TYPE}` : path;

/** How many steps are done, in order (a later step counts only when every earlier one is done). */
export const stepsDone = ({ booking, person, uuid }: Drafts): number => {
  if (!booking?.saved || !uuid) return 0;
  if (!booking.carDone) return 1;
  if (!person?.saved) return 2;
  return 3;
};

const WIZARD: WizardSteps<Drafts> = { order: STEP_ORDER, readDrafts, stepsDone };

/**
 * Where a step (1-based) must send the user when an earlier step is not done (a later step cannot
 * be reached by its address either): the first unfinished step, or null when it may show.
 */
export const redirectFor = (step: 1 | 2 | 3 | 4, drafts: Drafts = readDrafts()): string | null =>
  missingStep(WIZARD, step, drafts);

/**
 * The route loader of step 2, 3 or 4 (the shared guard). Paying a quotation
 * (`step-4?currentType=quote`) needs no drafts.
 */
export const stepLoader = (step: 2 | 3 | 4) =>
  stepGuard(WIZARD, step, (url) => step === 4 && url.searchParams.get('currentType') === QUOTE_TYPE);

/**
 * Going back to a step resets the later ones (specification §4): what they hold stays to be shown
 * again, but each must be confirmed again before the steps after it.
 */
export const resetStepsAfter = (step: 1 | 2 | 3) => {
  const booking = readBookingDraft();
  const person = readPersonDraft();
  if (step < 2 && booking?.carDone) writeBookingDraft({ ...booking, carDone: false });
  if (step < 3 && person?.saved) writePersonDraft({ ...person, saved: false });
};

/** The result page of a placed order: paid (isWhat 0) as a new booking (currentType 0). */
export const resultPath = (orderNo: string) =>
  `${STEP_PATHS.result}?${new URLSearchParams({ currentType: '0', isWhat: '0', orderNo })}`;

/** The result page of a booking request sent to an operator. */
export const requestResultPath = (orderNo: string) =>
  `${STEP_PATHS.result}?${new URLSearchParams({ currentType: REQUEST_TYPE, orderNo })}`;

/** Paying the quotation of a request (from the booking detail, or the mail). */
export const quotePath = (orderNo: string) =>
  `${STEP_PATHS.review}?${new URLSearchParams({ currentType: QUOTE_TYPE, orderNo })}`;
