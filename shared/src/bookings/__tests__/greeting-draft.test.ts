import { describe, expect, it } from 'vitest';
import { asGreetingDraft, newGreetingDraft } from '../draft-readers';

describe('a draft’s greeting fields', () => {
  it('starts with nothing asked', () => {
    expect(newGreetingDraft()).toEqual({
      bookingForOther: 0,
      welcomeSign: '',
      welcomeSignEdited: false,
      notes: '',
    });
  });

  it('reads back what was kept', () => {
    expect(
      asGreetingDraft({ bookingForOther: 1, welcomeSign: 'Ana', welcomeSignEdited: true, notes: 'A pram.' }),
    ).toEqual({ bookingForOther: 1, welcomeSign: 'Ana', welcomeSignEdited: true, notes: 'A pram.' });
  });

  it('drops what is broken or foreign', () => {
    expect(
      asGreetingDraft({
        bookingForOther: '1',
        welcomeSign: 7,
        welcomeSignEdited: 'yes',
        notes: null,
        other: 1,
      }),
    ).toEqual(newGreetingDraft());
  });
});
