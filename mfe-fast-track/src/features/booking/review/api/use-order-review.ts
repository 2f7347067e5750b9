import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { useRead } from '../../../../lib/use-read';

/** The draft priced for this cardholder: lines, complimentary use, total and why, terms. */
export const useOrderReview = (uuid: string) =>
  useRead((signal) => callApi(fastTrackSpine.orderReview, { uuid }, { signal }), uuid);
