import type { OrderContact } from '@portal/shared/contracts/bookings';

/** The mobile number an order was booked with, as the order's view shows it. */
export const contactOf = (detail: {
  mobilePrefix: string;
  mobileNumber: string;
  mobileCountry: string | null;
}): OrderContact => ({
  mobileNoPrefix: detail.mobilePrefix,
  mobileNo: detail.mobileNumber,
  mobileCountry: detail.mobileCountry,
});
