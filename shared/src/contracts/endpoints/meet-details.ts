/**
 * Who meets the traveller of a booking, once operations know: for Transport the driver and the
 * car, for Airport Assistant the greeter. The order details (`/order/limo-detail`,
 * `/order/vvip-detail`) answer them; operators assign them (`assignMeetDetails` of
 * `@portal/shared/contracts/operator`). Without the phone-number library, so the pages that show
 * a booking do not download it.
 */
import { z } from 'zod';
import type { BookingService } from '../booking-services';

/**
 * The services that have someone meet the traveller: who it is, and whether they come with a car
 * (then its description and plate are part of the details, else there are none).
 */
export const MEET_ROLES = {
  transport: { role: 'driver', vehicle: true },
  airport_assistant: { role: 'greeter', vehicle: false },
} as const satisfies Partial<Record<BookingService, { role: string; vehicle: boolean }>>;

export type MeetService = keyof typeof MEET_ROLES;

/** The service of an order when it is one with someone to meet the traveller, else undefined. */
export const meetServiceOf = (service: BookingService | undefined): MeetService | undefined =>
  service !== undefined && Object.hasOwn(MEET_ROLES, service) ? (service as MeetService) : undefined;

/** Limits of the details, for the operator's input and the database alike. */
export const MEET_LIMITS = { name: 80, vehicleDescription: 80, plate: 16 } as const;

/** The car a driver comes with: make, model and colour in words, and its plate. */
export const meetVehicleSchema = z.object({ description: z.string(), plate: z.string() });

/**
 * The driver or greeter as the traveller sees them: the name, a mobile number to call (calling
 * code, a space, the national number: `+44 7700900123`) and, for a driver, the car.
 */
export const meetDetailsSchema = z.object({
  name: z.string(),
  phone: z.string(),
  vehicle: meetVehicleSchema.nullable(),
});
export type MeetDetails = z.infer<typeof meetDetailsSchema>;

/**
 * Why details do not fit the service, in words for the operator (a driver comes with a car, a
 * greeter without one); null when they fit.
 */
export const meetVehicleProblem = (service: MeetService, hasVehicle: boolean): string | null => {
  if (MEET_ROLES[service].vehicle && !hasVehicle)
    return `A ${MEET_ROLES[service].role} comes with a car: give its description and plate.`;
  if (!MEET_ROLES[service].vehicle && hasVehicle)
    return `A ${MEET_ROLES[service].role} comes without a car: leave the vehicle out.`;
  return null;
};
