import { type EndpointInput, ErrorCode } from '@portal/shared/contracts';
import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { type ApiOutcome, callApi } from '@portal/shared/http';

/**
 * What a wizard's details step saves with `save` (its contract): the contract's fields, where the
 * draft stands (the uuid saved before, null for a new booking; an order placed from it and not
 * paid, if any) and, where the contract asks for it, whether the user confirmed a time near the
 * take-off.
 */
export type DetailsToSave<Save> = Omit<EndpointInput<Save>, 'uuid' | 'confirmNearDeparture'> & {
  uuid: string | null;
  orderNo: string | null;
} & ('confirmNearDeparture' extends keyof EndpointInput<Save> ? { confirmNearDeparture: boolean } : unknown);

/**
 * An order placed from the draft cannot be changed (specification §4): changed details start a
 * new draft, and an unpaid order left behind is dropped at once (`cancelBooking`), so it does not
 * hold a complimentary use until it expires. A paid one is left alone. `readOrder`: the service's
 * order detail call.
 */
export async function dropUnpaidOrder(
  orderNo: string,
  readOrder: (orderNo: string) => Promise<ApiOutcome<{ status: string }>>,
  spine: Pick<BookingSpine, 'cancelBooking'>,
): Promise<void> {
  const order = await readOrder(orderNo);
  if (order.ok && order.result.status === 'unpaid') await callApi(spine.cancelBooking, { orderNo });
}

/**
 * A wizard's details into the server's draft `uuid` (`save(uuid)`; null: a new draft). When the
 * old draft is gone (expired, or placed meanwhile in another tab), a new one is started.
 */
export async function saveIntoDraft<R>(
  uuid: string | null,
  save: (uuid: string | null) => Promise<ApiOutcome<R>>,
): Promise<ApiOutcome<R>> {
  const saved = await save(uuid);
  if (!saved.ok && uuid && saved.errorCode === ErrorCode.BOOKING_INCOMPLETE) return save(null);
  return saved;
}
