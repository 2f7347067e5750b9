import { missingStep, stepGuard, type WizardSteps } from '@portal/shared/bookings/step-guard';
import { type LaneData, readLaneData } from '../../lib/drafts';

export const STEP_PATHS = {
  search: '/fast-track/search',
  detail: '/fast-track/detail',
  passenger: '/fast-track/passenger',
  review: '/fast-track/review',
  complete: '/fast-track/complete',
} as const;

/** The booking's steps in order: the search (the lane chosen), Book Fast Track, Add Passengers, Review and Pay. */
const WIZARD: WizardSteps<LaneData | null> = {
  order: [STEP_PATHS.search, STEP_PATHS.detail, STEP_PATHS.passenger, STEP_PATHS.review],
  readDrafts: readLaneData,
  stepsDone: (data) => {
    if (!data) return 0;
    if (!data.uuid || !data.detailsSaved || !data.lane) return 1;
    if (!data.passengersSaved) return 2;
    return 3;
  },
};

const STEP_NUMBERS = { passenger: 3, review: 4 } as const;

/**
 * Where a step must send the user when an earlier step is not done yet (a later step cannot be
 * reached by typing its address either): null when the step may be shown.
 */
export const missingStepFor = (step: keyof typeof STEP_NUMBERS, data: LaneData | null): string | null =>
  missingStep(WIZARD, STEP_NUMBERS[step], data);

/** The route loader of Add Passengers or Review and Pay (the shared guard): redirects before the screen's code loads. */
export const stepLoader = (step: keyof typeof STEP_NUMBERS) => stepGuard(WIZARD, STEP_NUMBERS[step]);

export const completePath = (orderNo: string) => `${STEP_PATHS.complete}?${new URLSearchParams({ orderNo })}`;
