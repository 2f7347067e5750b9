import { ErrorCode, type ErrorCodeValue } from '@portal/shared/contracts';
import { formatHours, policyValues } from '@portal/shared/policy';

/**
 * The English text of every error code, exactly as the specification writes it where it gives
 * one: what the API sends as `message`. The browser shows the same texts from its message files
 * (`errors.<code>`, checked equal by `locales.test.ts`), so this module is not part of the
 * `@portal/shared/contracts` share: the API and the few browser modules that need a text import it.
 * A service rule's number is the service policy's (`@portal/shared/policy`), as in the message files.
 */
export const errorMessages: Record<ErrorCodeValue, string> = {
  [ErrorCode.BAD_REQUEST]: 'The request is not valid.',
  [ErrorCode.OPERATOR_KEY_INVALID]:
    'Operator sign-in required: the operator session is missing or has ended, or the operator key is wrong.',
  [ErrorCode.OPERATOR_ROLE_MISSING]: 'Your operator account does not have the role this action needs.',
  [ErrorCode.NOT_FOUND]: 'Not found.',
  [ErrorCode.RATE_LIMITED]: 'Too many requests, please try again later.',
  [ErrorCode.INTERNAL]: 'Something went wrong on our side.',
  [ErrorCode.SERVICE_UNAVAILABLE]: 'The service is unavailable.',
  [ErrorCode.SERVER_BUSY]: 'We are very busy right now. Please try again in a few seconds.',
  [ErrorCode.SESSION_EXPIRED]: 'Page Timed Out! The page has timed out. Please login again',
  [ErrorCode.PROGRAM_UNAVAILABLE]:
    'Unfortunately you no longer have access to these benefits. Please contact your issuer for further information.',
  [ErrorCode.MEMBERSHIP_INVALID]: 'This membership number or activation code is invalid. Please try again.',
  [ErrorCode.NUMBER_REGISTERED]: 'This number has been registered, please use another number or go to login.',
  [ErrorCode.SIGNUP_SESSION_EXPIRED]:
    'Sorry your session has timed out, you will need to restart registration.',
  [ErrorCode.EMAIL_EXISTS]: 'Email address already exists',
  [ErrorCode.LOGIN_INCORRECT]: 'Your email address or password is incorrect. Please try again.',
  [ErrorCode.ACCOUNT_LOCKED]: 'You have had 5 unsuccessful log in attempts, please try again later.',
  [ErrorCode.CODE_TOO_FREQUENT]: 'You have requested a code too frequently, please try again later.',
  [ErrorCode.CODE_NOT_RECOGNISED]: 'Code not recognised, please check and try again or request a new code.',
  [ErrorCode.CODE_EXPIRED]: 'The verification code had expired. Please request a new code.',
  [ErrorCode.PASSWORD_INCORRECT]: 'Password is incorrect.',
  [ErrorCode.CARD_NOT_RECOGNISED]:
    'Card not recognised, please check that the card details you have entered are eligible for this program.',
  [ErrorCode.CARD_ALREADY_ADDED]:
    'This card has already been added. If it needs updating, please delete and re-add.',
  [ErrorCode.CARD_NOT_ACCEPTED]: 'Only Diners Club cards can be used in this program.',
  [ErrorCode.CARD_NOT_FOUND]: 'This card could not be found.',
  [ErrorCode.PAYMENT_AUTH_FAILED]: 'The authentication was unsuccessful, please try again.',
  [ErrorCode.PAYMENT_UNSUCCESSFUL]:
    'We are sorry but your payment has not been successful. Please try again.',
  [ErrorCode.PAYMENT_NOT_VERIFIABLE]: 'This payment could not be verified.',
  [ErrorCode.PAYMENT_HOST_UNAVAILABLE]: 'The payment service is not answering. Please try again in a moment.',
  [ErrorCode.PAYMENT_IN_PROGRESS]:
    'A payment for this booking is still being processed. Please wait a few minutes before trying again.',
  [ErrorCode.BOOKING_INCOMPLETE]: 'Please complete the earlier steps of this booking.',
  [ErrorCode.SLOT_UNAVAILABLE]: 'This time slot is no longer available. Please choose another time.',
  [ErrorCode.BOOKING_TOO_SOON]: 'This time is too soon to book. Please choose a later time.',
  [ErrorCode.PROOF_REQUIRED]: 'Please confirm your password to place this booking.',
  [ErrorCode.CANCELLATION_CLOSED]: 'This booking can no longer be cancelled online. Please contact support.',
  [ErrorCode.ORDER_NOT_PAYABLE]: 'This booking cannot be paid: it is already paid, cancelled or expired.',
  [ErrorCode.BOOKING_EXPIRED]: 'This booking has expired.',
  [ErrorCode.FLIGHT_NOT_LOCATED]:
    'This flight could not be located in our system, please confirm that you have entered the complete flight number.',
  [ErrorCode.SERVICE_TIME_OFF_FLIGHT]:
    'The service time does not match your flight. Please choose a time closer to the flight.',
  [ErrorCode.NEAR_DEPARTURE_UNCONFIRMED]: `Your service time is less than ${formatHours(policyValues().assistantNearDepartureHours)} before departure. Please confirm that you want this time.`,
  [ErrorCode.ONE_END_AIRPORT]: 'One location must be an airport!',
  [ErrorCode.MILEAGE_EXCEEDED]: 'Current addresses exceed the maximum mileage.',
  [ErrorCode.NO_CARS_AVAILABLE]: 'Sorry, there are no available cars. Please try another address.',
  [ErrorCode.CAR_TYPE_UNAVAILABLE]: 'Car Type Not Available',
};
