import type { LaneData } from '../../lib/drafts';

export const STEP_PATHS = {
  search: '/fast-track/search',
  detail: '/fast-track/detail',
  passenger: '/fast-track/passenger',
  review: '/fast-track/review',
  complete: '/fast-track/complete',
} as const;

/**
 * Where a step must send the user when an earlier step is not done yet (a later step cannot be
 * reached by typing its address either): null when the step may be shown.
 */
export const missingStepFor = (step: 'passenger' | 'review', data: LaneData | null): string | null => {
  if (!data) return STEP_PATHS.search;
  if (!data.uuid || !data.detailsSaved || !data.lane) return STEP_PATHS.detail;
  if (step === 'review' && !data.passengersSaved) return STEP_PATHS.passenger;
  return null;
};

export const completePath = (orderNo: string) => `${STEP_PATHS.complete}?${new URLSearchParams({ orderNo })}`;
