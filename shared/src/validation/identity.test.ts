import { describe, expect, it } from 'vitest';
import { emailsMatch, validateEmail } from './email';
import { validateName } from './name';
import { passwordsMatch, validatePassword } from './password';
import { isAlphanumeric, isNumeric, validateAlphanumeric, validateNumeric, validateRequired } from './text';

describe('required, numeric and alphanumeric', () => {
  it('treats blank values as missing', () => {
    expect(validateRequired('')).toBe('validation.required');
    expect(validateRequired('   ')).toBe('validation.required');
    expect(validateRequired(null)).toBe('validation.required');
    expect(validateRequired('x')).toBeNull();
    expect(validateRequired(0)).toBeNull();
  });

  it('checks digits and letters', () => {
    expect(isNumeric('0123')).toBe(true);
    expect(isNumeric('12.3')).toBe(false);
    expect(validateNumeric('12a')).toBe('validation.numberInvalid');
    expect(isAlphanumeric('AB12cd')).toBe(true);
    expect(isAlphanumeric('AB-12')).toBe(false);
    expect(validateAlphanumeric('AB 12')).toBe('validation.alphanumericOnly');
    expect(validateAlphanumeric('AB12')).toBeNull();
  });
});

describe('email', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'ana@example.com',
      'j.o.silva+portal@mail.example.com.br',
      " o'neil@ex-ample.co.uk ",
    ])
      expect(validateEmail(email)).toBeNull();
  });

  it('refuses malformed addresses', () => {
    for (const email of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana@@example.com',
      'a na@example.com',
      'ana..b@example.com',
      'ana@-example.com',
    ])
      expect(validateEmail(email), email).toBe('validation.emailInvalid');
    expect(validateEmail(`${'a'.repeat(250)}@example.com`)).toBe('validation.emailInvalid');
    expect(validateEmail('')).toBe('validation.required');
  });

  it('compares the confirmation without case or surrounding spaces', () => {
    expect(emailsMatch('Ana@Example.com', ' ana@example.com')).toBeNull();
    expect(emailsMatch('ana@example.com', 'ana@example.org')).toBe('validation.emailsMismatch');
    expect(emailsMatch('ana@example.com', '')).toBe('validation.required');
  });
});

describe('password', () => {
  it('accepts 8+ Latin characters with a lower case letter, an upper case letter and a number', () => {
    expect(validatePassword('Passw0rd')).toBeNull();
    expect(validatePassword('A very long pass 1')).toBeNull();
    expect(validatePassword(`Aa1${'x'.repeat(125)}`)).toBeNull();
  });

  it('explains what is missing', () => {
    expect(validatePassword('Pass0rd')).toBe('validation.passwordRule');
    expect(validatePassword('password1')).toBe('validation.passwordRule');
    expect(validatePassword('PASSWORD1')).toBe('validation.passwordRule');
    expect(validatePassword('Password')).toBe('validation.passwordRule');
    expect(validatePassword('Pässw0rdd')).toBe('validation.passwordLatin');
    expect(validatePassword('Пароль12Ab')).toBe('validation.passwordLatin');
    expect(validatePassword(`Aa1${'x'.repeat(126)}`)).toBe('validation.passwordTooLong');
    expect(validatePassword('')).toBe('validation.required');
  });

  it('compares the confirmation exactly', () => {
    expect(passwordsMatch('Passw0rd', 'Passw0rd')).toBeNull();
    expect(passwordsMatch('Passw0rd', 'passw0rd')).toBe('validation.passwordsMismatch');
    expect(passwordsMatch('Passw0rd', '')).toBe('validation.required');
  });
});

describe('names as on the passport', () => {
  it('accepts Latin letters with accents, spaces, hyphens and apostrophes', () => {
    for (const name of ['Ana', 'José María', 'Zoë', "O'Neil", 'Jean-Luc', 'Łukasz', 'Nguyễn', 'D’Angelo'])
      expect(validateName(name), name).toBeNull();
  });

  it('refuses other scripts, digits, symbols and stray separators', () => {
    for (const name of ['Анна', '李', 'Ana1', 'Ana!', '-Ana', 'Ana  Maria', "Ana'"])
      expect(validateName(name), name).toBe('validation.nameLatin');
  });

  it('limits the length to 50 and requires a value', () => {
    expect(validateName('A'.repeat(50))).toBeNull();
    expect(validateName('A'.repeat(51))).toBe('validation.nameTooLong');
    expect(validateName(' ')).toBe('validation.required');
  });
});
