import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatCardNumber, formatCvc, formatExpiry } from '../card-input-format';

describe('card number as typed', () => {
  it('groups digits in fours and drops everything else', () => {
    expect(formatCardNumber('3')).toBe('3');
    expect(formatCardNumber('3000')).toBe('3000');
    expect(formatCardNumber('30000')).toBe('3000 0');
    expect(formatCardNumber('30000000000000 04')).toBe('3000 0000 0000 0004');
    expect(formatCardNumber('3622-7206-2716-67')).toBe('3622 7206 2716 67');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('keeps the caret after the same digits when spaces move', () => {
    // Typing a fifth digit at the end: the caret goes after it, past the new space.
    expect(caretAfterDigits('3000 0', 5)).toBe(6);
    // Editing in the middle: three digits before the caret stay three digits before it.
    expect(caretAfterDigits('3000 0000', 3)).toBe(3);
    expect(caretAfterDigits('3000 0000', 4)).toBe(4);
    expect(caretAfterDigits('3000 0000', 0)).toBe(0);
    expect(caretAfterDigits('3000', 9)).toBe(4);
  });
});

describe('expiry as typed', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('12/34', '12/3')).toBe('12/34');
    expect(formatExpiry('1234', '')).toBe('12/34');
    expect(formatExpiry('12/345', '12/34')).toBe('12/34');
  });

  it('pads a month that can only have one digit', () => {
    expect(formatExpiry('4', '')).toBe('04/');
    expect(formatExpiry('0', '')).toBe('0');
  });

  it('lets the user delete back over the slash', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1', '12')).toBe('1');
  });
});

describe('CVC as typed', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });
});
