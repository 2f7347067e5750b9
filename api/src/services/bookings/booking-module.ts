import type { BookingService, Language } from '@portal/shared/contracts';
import type { PriceLine } from '@portal/shared/contracts/bookings';
import type { UseCover } from '@portal/shared/contracts/complimentary-uses';
import type { Db } from '../../db/client';
import type { FlightOnDate } from '../flights/flight-spellings';

/** What a service prices a draft at, and where and when the service takes place. */
export interface Quote {
  /** The lines before any complimentary use (base, surcharges, extras), in minor units. */
  lines: PriceLine[];
  currency: string;
  /**
   * What complimentary uses take off the lines: how much one use covers (e.g. the base for one
   * passenger) and how many uses the booking can take (`usesToTake` decides how many it does).
   */
  useCover: UseCover;
  airportCode: string;
  airportName: string;
  /** The lane or pick-up place in one line, for the bookings list. */
  place: string;
  serviceAt: Date;
  timeZone: string;
}

/** The order row a service's hooks see. */
export interface OrderRef {
  id: number;
  orderNo: string;
  userId: number;
}

/** Lines of text about a booking, for its mails and its calendar entry. */
export interface BookingDescription {
  /** e.g. 'Fast Track — London Heathrow T5'. */
  title: string;
  /** Where to go, e.g. the lane and where to find it. */
  location: string;
  /** Label/value pairs: lane, passengers, flight… */
  details: Array<[string, string]>;
  /** How long the service lasts, for the calendar entry. */
  durationMinutes: number;
}

/**
 * The seam between the booking spine and one service (DESIGN §6a): the spine owns drafts, the
 * password re-check, complimentary uses, orders, payment, cancellation and mail; a service brings
 * only what is its own through this interface. A new service implements it in its own folder and
 * registers its routes with `registerBookingSpine`; nothing else changes.
 */
export interface BookingServiceModule<Draft> {
  service: BookingService;
  /** The draft as its steps saved it, when every step needed to book is there; else null. */
  completeDraft(data: Record<string, unknown>): Draft | null;
  /**
   * For a service with booking requests (Transport): the draft as a request an operator will quote,
   * when its steps are there and it is one; else null. Its `quote` then gives no lines to charge
   * (only the airport, instant, zone and place), and `reserve` writes the detail row without
   * taking capacity.
   */
  completeRequest?(data: Record<string, unknown>): Draft | null;
  /** Prices the draft now; throws a catalogued AppError when it cannot be booked (too soon, gone). */
  quote(draft: Draft, now: Date): Promise<Quote>;
  /**
   * Inside the transaction that places the order: takes the service's capacity (throwing
   * SLOT_UNAVAILABLE when there is none) and writes the service's detail row.
   */
  reserve(tx: Db, order: OrderRef, draft: Draft, quote: Quote): Promise<void>;
  /** Inside a cancel or expiry transaction: gives the capacity back. */
  release(tx: Db, order: OrderRef): Promise<void>;
  /**
   * The order's `place` (kept as written when it was booked, in English) in the reader's language,
   * for the bookings list; without it the place is shown as kept.
   */
  placeIn?(place: string, language: Language): string;
  /** For the order's mails and calendar file, in the reader's language. */
  describe(db: Db, order: OrderRef, language: Language): Promise<BookingDescription>;
  /**
   * For a service whose passenger step asks for the traveller's email (Transport; Airport Assistant
   * when booked for someone else): who to tell besides the account holder. The form promises the
   * confirmation and changes there, so the spine mails them a copy when the address is not the
   * account's own.
   */
  traveller?(db: Db, order: OrderRef): Promise<Traveller | null>;
  /**
   * For a service booked for a flight: the ids of its orders (any status) kept for that flight on
   * that date, so that a disrupted flight reaches the bookings made for it.
   */
  ordersOnFlight?(db: Db, flight: FlightOnDate): Promise<number[]>;
}

/** The traveller named on a booking, as the order stores them. */
export interface Traveller {
  firstName: string;
  email: string;
  /** Their mobile (`+44 7400123456`), for a service that texts the traveller (Transport). */
  mobile?: string;
}

/** Who hears about an order (the booking spine's `audienceOf`). */
export interface OrderAudience {
  /** The account holder, and the language of their mails (everyone's mails about the order are in it). */
  holder: { email: string; firstName: string; language: Language };
  /** The traveller booked for, when their address is not the holder's: they get a copy of the news. */
  otherTraveller: Traveller | null;
  /** Where the service texts the traveller, when it does (Transport); else null. */
  travellerMobile: string | null;
}
