/**
 * The issuer's operations team: the state of the background work (jobs and the mail outbox), and
 * who meets the traveller of a booking. Imported as `@portal/shared/contracts/operator`.
 */
import { z } from 'zod';
import { validatePhone } from '../../validation/phone';
import { textSchema } from '../../validation/safe-text-schema';
import { bookingServiceOfOrderNo } from '../booking-services';
import { defineEndpoint } from '../endpoint';
import { orderNoSchema } from './bookings';
import { contactNumberShape } from './contact-number';
import { MEET_LIMITS, meetDetailsSchema, meetServiceOf, meetVehicleProblem } from './meet-details';

const countsSchema = z.object({
  pending: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  dead: z.number().int().nonnegative(),
});

/** Per job name and for the outbox: how many wait, are done, or gave up; the next due time; the last errors. */
export const jobsState = defineEndpoint({
  method: 'GET',
  path: '/operator/jobs',
  auth: 'operator',
  role: 'viewer',
  input: z.strictObject({}),
  result: z.object({
    jobs: z.array(countsSchema.extend({ name: z.string(), nextRunAt: z.string().nullable() })),
    mail: countsSchema.extend({ nextAttemptAt: z.string().nullable() }),
    /** The latest failures (job or mail id and the first line of the error; never a mail's content). */
    recentFailures: z.array(
      z.object({ kind: z.enum(['job', 'mail']), id: z.number().int(), error: z.string() }),
    ),
  }),
});

const requiredText = (max: number) => textSchema().min(1, 'validation.required').max(max);

/**
 * Operators: who meets the traveller of a paid Transport or Airport Assistant booking — the driver
 * with the car (`vehicle` required) or the greeter (no `vehicle`) — with a mobile number the
 * portal's phone rule accepts. A new assignment replaces the last; the cardholder (and the
 * traveller booked for) are told, once per change. An order of another service is refused here
 * (its number's prefix says which it is); an unknown order answers NOT_FOUND, one not paid
 * (unpaid, cancelled, over) BAD_REQUEST with HTTP 409, naming its status.
 */
export const assignMeetDetails = defineEndpoint({
  method: 'POST',
  path: '/operator/orders/meet-details',
  auth: 'operator',
  role: 'quotes',
  input: z
    .strictObject({
      orderNo: orderNoSchema,
      name: requiredText(MEET_LIMITS.name),
      phone: z.strictObject({
        mobileNoPrefix: contactNumberShape.mobileNoPrefix,
        mobileNo: contactNumberShape.mobileNo,
      }),
      vehicle: z
        .strictObject({
          description: requiredText(MEET_LIMITS.vehicleDescription),
          plate: requiredText(MEET_LIMITS.plate),
        })
        .optional(),
    })
    .superRefine((value, ctx) => {
      const phone = validatePhone(value.phone);
      if (!phone.ok) ctx.addIssue({ code: 'custom', message: phone.error, path: ['phone', phone.field] });
      const service = meetServiceOf(bookingServiceOfOrderNo(value.orderNo));
      const problem = service
        ? meetVehicleProblem(service, value.vehicle !== undefined)
        : 'Only a Transport or Airport Assistant booking has a driver or a greeter.';
      if (problem)
        ctx.addIssue({ code: 'custom', message: problem, path: [service ? 'vehicle' : 'orderNo'] });
    }),
  result: z.object({
    orderNo: orderNoSchema,
    meetDetails: meetDetailsSchema,
    /** False when the details were already these: nobody is told twice. */
    told: z.boolean(),
  }),
});
