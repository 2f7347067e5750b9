import type { OrderStatus } from '@portal/shared/contracts/bookings';
import type { MeetDetails } from '@portal/shared/contracts/meet-details';
import { useTranslation } from '@portal/shared/i18n';
import { PhoneLink } from './phone-link';

/** What the row says: who meets the traveller, that they are not known yet, or nothing. */
export const meetRowOf = (order: {
  status: OrderStatus;
  meetDetails: MeetDetails | null;
}): { known: MeetDetails } | { known: null } | null => {
  // A confirmed booking promises the details; a booking not paid, cancelled or expired has none to show.
  if (order.status === 'paid') return { known: order.meetDetails };
  if (order.status === 'completed' && order.meetDetails) return { known: order.meetDetails };
  return null;
};

/**
 * A `<div><dt/><dd/></div>` row of a booking's detail saying who meets the traveller — the name,
 * the mobile as a link a phone dials, and the car with its plate for a driver — or, while
 * operations have not assigned anyone, `pending` (when the details are sent). Texts of the car:
 * `screens:booking.meet.*`; the label and `pending` are the service's.
 */
export function MeetDetailsRow({
  order,
  label,
  pending,
}: {
  order: { status: OrderStatus; meetDetails: MeetDetails | null };
  label: string;
  pending: string;
}) {
  const { t } = useTranslation('screens');
  const row = meetRowOf(order);
  if (!row) return null;
  const { known } = row;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {known ? (
          <>
            {known.name}, <PhoneLink phone={known.phone} />
            {known.vehicle
              ? `, ${t('booking.meet.vehicle', { description: known.vehicle.description, plate: known.vehicle.plate })}`
              : ''}
          </>
        ) : (
          pending
        )}
      </dd>
    </div>
  );
}
