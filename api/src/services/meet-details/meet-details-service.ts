import { ErrorCode, type Language } from '@portal/shared/contracts';
import {
  MEET_ROLES,
  type MeetDetails,
  type MeetService,
  meetServiceOf,
  meetVehicleProblem,
} from '@portal/shared/contracts/meet-details';
import { formatLocalDateTime } from '@portal/shared/time';
import { validatePhone } from '@portal/shared/validation';
import type { Database, Db } from '../../db/client';
import { AppError, invalidBodyField } from '../../lib/app-error';
import type { SmsProvider } from '../../providers/sms/sms';
import type { BookingSpine } from '../bookings/booking-spine';
import type { MailService } from '../mail/mail-service';
import { driverSms, meetDetailsMail } from './meet-details-mails';
import {
  lockOrderForMeet,
  type StoredMeetDetails,
  saveMeetDetails,
  shownMeetDetails,
} from './meet-details-repository';

export interface AssignMeetInput {
  orderNo: string;
  name: string;
  phone: { mobileNoPrefix: string; mobileNo: string };
  vehicle?: { description: string; plate: string };
}

interface MeetOrder {
  id: number;
  orderNo: string;
  userId: number;
  service: MeetService;
  serviceAt: Date;
  timeZone: string;
}

const unknownOrder = (orderNo: string) =>
  new AppError(ErrorCode.NOT_FOUND, {
    message: `No Transport or Airport Assistant booking has the number ${orderNo}.`,
  });

/** A driver or greeter is for a confirmed booking: not one waiting for payment, cancelled or over. */
const notConfirmed = (orderNo: string, status: string) =>
  new AppError(ErrorCode.BAD_REQUEST, {
    statusCode: 409,
    message: `Only a paid booking gets a driver or a greeter: ${orderNo} is ${status}.`,
  });

/**
 * Operations assign who meets the traveller of a paid Transport or Airport Assistant booking: the
 * driver and the car, or the greeter. The details are kept on the order (a new assignment replaces
 * the last) and, in the same transaction, the cardholder and the traveller booked for are told by
 * mail in the cardholder's language, and the traveller by SMS where the service texts them
 * (Transport). Assigning the same details again tells nobody.
 */
export const createMeetDetailsService = (deps: {
  database: Database;
  bookings: Pick<BookingSpine, 'audienceOf' | 'describeOrder'>;
  mail: Pick<MailService, 'send'>;
  sms: SmsProvider;
  supportPhone: string;
}) => {
  /** The order's people hear of the details: mails to the holder and traveller, an SMS to the traveller. */
  const tell = async (tx: Db, order: MeetOrder, details: MeetDetails, replaced: boolean) => {
    const audience = await deps.bookings.audienceOf(tx, order);
    if (!audience) return;
    const language: Language = audience.holder.language;
    const described = await deps.bookings.describeOrder(tx, order, language);
    const values = {
      role: MEET_ROLES[order.service].role,
      orderNo: order.orderNo,
      title: described.title,
      where: described.location,
      when: formatLocalDateTime(order.serviceAt, order.timeZone, language),
      details,
      replaced,
      supportPhone: deps.supportPhone,
    };
    for (const person of [audience.holder, audience.otherTraveller]) {
      if (!person) continue;
      const mail = meetDetailsMail(language, { ...values, firstName: person.firstName });
      await deps.mail.send({ to: person.email, ...mail }, tx);
    }
    const text = driverSms(language, values);
    if (text && audience.travellerMobile) await deps.sms.send({ to: audience.travellerMobile, text }, tx);
  };

  return {
    /**
     * Keeps the details of a paid order and tells its people (`told`: false when they were these
     * already). Unknown, or of another service: NOT_FOUND; not paid: BAD_REQUEST (HTTP 409); a car
     * missing for a driver or given for a greeter, or a number the phone rule refuses: 400.
     */
    async assign(input: AssignMeetInput) {
      const phone = validatePhone(input.phone);
      if (!phone.ok) throw invalidBodyField(`phone.${phone.field}`, phone.error);
      const stored: StoredMeetDetails = {
        name: input.name,
        phonePrefix: phone.mobileNoPrefix,
        phoneNumber: phone.mobileNo,
        vehicle: input.vehicle ?? null,
      };
      return deps.database.db.transaction(async (txAny) => {
        const tx = txAny as Db;
        // Locked: a cancellation or another assignment of this order waits for this one.
        const row = await lockOrderForMeet(tx, input.orderNo);
        const service = meetServiceOf(row?.service);
        if (!row || !service) throw unknownOrder(input.orderNo);
        if (row.status !== 'paid') throw notConfirmed(row.orderNo, row.status);
        const problem = meetVehicleProblem(service, stored.vehicle !== null);
        if (problem) {
          throw new AppError(ErrorCode.BAD_REQUEST, {
            statusCode: 400,
            message: `Invalid body field 'vehicle': ${problem}`,
          });
        }
        const outcome = await saveMeetDetails(tx, row.id, stored);
        const details = shownMeetDetails(stored);
        if (outcome !== 'unchanged') await tell(tx, { ...row, service }, details, outcome === 'replaced');
        return { orderNo: row.orderNo, meetDetails: details, told: outcome !== 'unchanged', outcome };
      });
    },
  };
};

export type MeetDetailsService = ReturnType<typeof createMeetDetailsService>;
