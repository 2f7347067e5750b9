import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Two digits of next year: an expiry date that is always ahead. */
export const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** A Diners Club test number the payment host accepts (the card checks pass). */
export const TEST_CARD_NUMBER = '36227206271667';

/**
 * Types a valid new card into the shared card fields (`NewCardFields`): Ana Silva, `number`,
 * 12/next year, CVC 123, postal code SW1A 1AA.
 */
export async function typeNewCard(user: UserEvent, number = TEST_CARD_NUMBER) {
  const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
  await user.type(field('Cardholder Name'), 'Ana Silva');
  await user.type(field(/^Card Number/), number);
  await user.type(field(/^Expiry Date/), `12${NEXT_YEAR}`);
  await user.type(field(/^CVC/), '123');
  await user.type(field(/^Postal Code/), 'SW1A 1AA');
}
