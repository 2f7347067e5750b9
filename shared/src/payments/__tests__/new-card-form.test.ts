import { describe, expect, it } from 'vitest';
import {
  emptyNewCardValues,
  firstNewCardError,
  hostCardOf,
  type NewCardValues,
  validateNewCard,
} from '../new-card-form';

const now = new Date(2030, 5, 15);

const card = (patch: Partial<NewCardValues> = {}): NewCardValues => ({
  cardHolder: 'Ana Silva',
  number: '3000 0000 0000 04',
  expiry: '12/31',
  cvc: '123',
  postalCode: 'SW1A 1AA',
  saveForFuture: false,
  ...patch,
});

describe('the new-card checks', () => {
  it('accept a complete Diners Club card', () => {
    expect(validateNewCard(card(), { now })).toEqual({});
  });

  it('require every field, in the order of the form', () => {
    const errors = validateNewCard(emptyNewCardValues(), { now });
    expect(errors).toEqual({
      cardHolder: 'common:validation.required',
      number: 'common:validation.required',
      expiry: 'common:validation.required',
      cvc: 'common:validation.required',
      postalCode: 'common:validation.required',
    });
    expect(firstNewCardError(errors)).toBe('cardHolder');
    expect(firstNewCardError({ cvc: 'x', number: 'y' })).toBe('number');
  });

  it('use the specification’s card messages', () => {
    expect(validateNewCard(card({ number: '3000 0000' }), { now }).number).toBe(
      'common:validation.cardIncomplete',
    );
    expect(validateNewCard(card({ number: '3000 0000 0000 05' }), { now }).number).toBe(
      'common:validation.cardNotRecognised',
    );
    expect(validateNewCard(card({ expiry: '13/31' }), { now }).expiry).toBe(
      'common:validation.expiryInvalid',
    );
    expect(validateNewCard(card({ expiry: '05/30' }), { now }).expiry).toBe(
      'common:validation.expiryInvalid',
    );
    expect(validateNewCard(card({ cvc: '12' }), { now }).cvc).toBe('common:validation.cvcInvalid');
  });

  it('want a three-digit CVC on a Diners card', () => {
    expect(validateNewCard(card({ cvc: '1234' }), { now }).cvc).toBe('common:validation.cvcInvalid');
  });

  it('leave another scheme’s complete card for the host to refuse with its reason', () => {
    expect(validateNewCard(card({ number: '4111 1111 1111 1111', cvc: '1234' }), { now })).toEqual({});
  });

  it('make saving the card a rule only where it is asked for', () => {
    expect(validateNewCard(card({ saveForFuture: false }), { now, saveRequired: true })).toEqual({
      saveForFuture: 'checkout:payment.card.saveForFutureRequired',
    });
    expect(validateNewCard(card({ saveForFuture: true }), { now, saveRequired: true })).toEqual({});
  });
});

describe('the card the host is sent', () => {
  it('has the number without spaces and every text trimmed', () => {
    expect(hostCardOf(card({ cardHolder: ' Ana Silva ', postalCode: ' SW1A 1AA ', cvc: ' 123' }))).toEqual({
      holder: 'Ana Silva',
      number: '30000000000004',
      expiry: '12/31',
      cvc: '123',
      postalCode: 'SW1A 1AA',
    });
  });
});
