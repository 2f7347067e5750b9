import {
  type DetailsToSave as DraftDetails,
  dropUnpaidOrder,
  saveIntoDraft,
} from '@portal/shared/bookings/save-into-draft';
import { ErrorCode } from '@portal/shared/contracts';
import {
  checkAvailable,
  fastTrackOrder,
  fastTrackSpine,
  saveFastTrackDetails,
} from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

export type DetailsToSave = DraftDetails<typeof saveFastTrackDetails>;

export type SaveDetailsResult =
  | { kind: 'saved'; uuid: string }
  | { kind: 'notEnoughSeats'; seatsLeft: number }
  | { kind: 'slotGone' }
  | { kind: 'failed'; message: string };

const failed = (errorCode: number, message: string): SaveDetailsResult => {
  if (errorCode === ErrorCode.SLOT_UNAVAILABLE) return { kind: 'slotGone' };
  return { kind: 'failed', message: translateError(errorCode, message) };
};

/**
 * Step 1: checks that the slot still has the seats, then saves the details into the server's
 * draft (a new one when there is none). Rejects only on a connection failure (already shown).
 */
export async function saveDetails(input: DetailsToSave): Promise<SaveDetailsResult> {
  const { laneCode, date, time, passengers, flightNumber } = input;
  if (input.orderNo)
    await dropUnpaidOrder(input.orderNo, (orderNo) => callApi(fastTrackOrder, { orderNo }), fastTrackSpine);
  const check = await callApi(checkAvailable, { laneCode, date, time, passengers });
  if (!check.ok) return failed(check.errorCode, check.message);
  if (!check.result.available) {
    const { seatsLeft } = check.result;
    return seatsLeft > 0 && seatsLeft < passengers
      ? { kind: 'notEnoughSeats', seatsLeft }
      : { kind: 'slotGone' };
  }
  const details = { laneCode, date, time, passengers, flightNumber };
  const saved = await saveIntoDraft(input.orderNo ? null : input.uuid, (uuid) =>
    callApi(saveFastTrackDetails, uuid ? { uuid, ...details } : details),
  );
  if (!saved.ok) return failed(saved.errorCode, saved.message);
  return { kind: 'saved', uuid: saved.result.uuid };
}
