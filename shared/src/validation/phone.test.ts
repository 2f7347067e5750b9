import { describe, expect, it } from 'vitest';
import { validateOptionalPhone, validatePhone } from './phone';

describe('validatePhone', () => {
  it('accepts a valid number and names its country', () => {
    expect(validatePhone({ mobileNoPrefix: '44', mobileNo: '20 7946 0958' })).toEqual({
      ok: true,
      mobileNoPrefix: '+44',
      mobileNo: '2079460958',
      code: '44',
      mobileCountry: 'United Kingdom',
      telabbr: 'GB',
      e164: '+442079460958',
    });
  });

  it('accepts a prefix written with a plus sign', () => {
    const check = validatePhone({ mobileNoPrefix: '+55', mobileNo: '(11) 98765-4321' });
    expect(check).toMatchObject({ ok: true, code: '55', mobileCountry: 'Brazil', telabbr: 'BR' });
  });

  it('requires both parts', () => {
    expect(validatePhone({ mobileNoPrefix: '', mobileNo: '2079460958' })).toEqual({
      ok: false,
      field: 'mobileNoPrefix',
      error: 'validation.required',
    });
    expect(validatePhone({ mobileNoPrefix: '44', mobileNo: undefined })).toEqual({
      ok: false,
      field: 'mobileNo',
      error: 'validation.required',
    });
  });

  it('refuses an unknown calling code with "Number is invalid."', () => {
    expect(validatePhone({ mobileNoPrefix: '999', mobileNo: '1234567' })).toMatchObject({
      ok: false,
      error: 'validation.numberInvalid',
    });
    // '+4' does not exist even though '+4' + '4…' would read as a UK number.
    expect(validatePhone({ mobileNoPrefix: '4', mobileNo: '42079460958' })).toMatchObject({
      ok: false,
      error: 'validation.numberInvalid',
    });
    expect(validatePhone({ mobileNoPrefix: 'UK', mobileNo: '2079460958' })).toMatchObject({
      ok: false,
      field: 'mobileNoPrefix',
      error: 'validation.numberInvalid',
    });
  });

  it('refuses numbers that are too short, too long or not digits', () => {
    for (const mobileNo of ['207', '207946095812345', '20 7946 09ab'])
      expect(validatePhone({ mobileNoPrefix: '44', mobileNo }), mobileNo).toMatchObject({
        ok: false,
        field: 'mobileNo',
        error: 'validation.numberInvalid',
      });
  });
});

describe('validateOptionalPhone', () => {
  it('is null when no national number is given, even with a calling code picked', () => {
    for (const input of [
      { mobileNoPrefix: '', mobileNo: '' },
      { mobileNoPrefix: undefined, mobileNo: undefined },
      { mobileNoPrefix: '+44', mobileNo: '   ' },
    ])
      expect(validateOptionalPhone(input)).toBeNull();
  });

  it('checks a given number exactly as validatePhone does', () => {
    expect(validateOptionalPhone({ mobileNoPrefix: '44', mobileNo: '20 7946 0958' })).toMatchObject({
      ok: true,
      mobileNoPrefix: '+44',
      mobileNo: '2079460958',
    });
    expect(validateOptionalPhone({ mobileNoPrefix: '', mobileNo: '2079460958' })).toEqual({
      ok: false,
      field: 'mobileNoPrefix',
      error: 'validation.required',
    });
    expect(validateOptionalPhone({ mobileNoPrefix: '44', mobileNo: '207' })).toMatchObject({
      ok: false,
      field: 'mobileNo',
      error: 'validation.numberInvalid',
    });
  });
});
