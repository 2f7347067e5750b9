import { BOOKING_NOTES_MAX, WELCOME_SIGN_MAX } from '@portal/shared/contracts/booking-values';
import { describe, expect, it } from 'vitest';
import { validateGreeting } from '../validate-greeting';

describe('validateGreeting', () => {
  it('asks for a welcome sign, and names the limits in the service’s words', () => {
    expect(validateGreeting({ welcomeSign: '  ', notes: '' }, 'passenger')).toEqual({
      welcomeSign: 'common:validation.required',
    });
    expect(
      validateGreeting(
        { welcomeSign: 'A'.repeat(WELCOME_SIGN_MAX + 1), notes: 'n'.repeat(BOOKING_NOTES_MAX + 1) },
        'passengers',
      ),
    ).toEqual({ welcomeSign: 'passengers.welcomeSignTooLong', notes: 'passengers.notesTooLong' });
  });

  it('takes a sign and notes at their limits, notes over several lines', () => {
    expect(
      validateGreeting(
        { welcomeSign: 'A'.repeat(WELCOME_SIGN_MAX), notes: `a\n${'b'.repeat(10)}` },
        'passenger',
      ),
    ).toEqual({});
  });

  it('refuses control characters in the sign', () => {
    expect(validateGreeting({ welcomeSign: 'Ana\u0000', notes: '' }, 'passenger').welcomeSign).toMatch(
      /^common:validation\./,
    );
  });
});
