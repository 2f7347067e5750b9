import { describe, expect, it } from 'vitest';
import { FAQ_SEEDS, readFaqSeeds } from './faq-content';

const text = (question: string, ...answer: string[]) => ({ question, answer });

const signUp = {
  slug: 'general-sign-up',
  category: 'general',
  related: ['general-contact-support'],
  texts: {
    'en-US': text('How do I create an account?', 'Choose Sign Up.', 'Your password needs 8 characters.'),
    'pt-BR': text('Como crio uma conta?', 'Escolha Cadastre-se.'),
    'es-ES': text('¿Cómo creo una cuenta?', 'Elija Registrarse.'),
  },
};
const contact = {
  slug: 'general-contact-support',
  note: 'For the reader of the file.',
  category: 'general',
  popular: true,
  texts: {
    'en-US': text('How do I contact support?', 'Call {supportPhone}.'),
    'pt-BR': text('Como falo com o suporte?', 'Ligue para {supportPhone}.'),
    'es-ES': text('¿Cómo contacto con soporte?', 'Llame al {supportPhone}.'),
  },
};

describe('the FAQ data file', () => {
  it('is read into the seeds, paragraphs joined by a blank line, placeholders kept, notes left out', () => {
    expect(FAQ_SEEDS.length).toBeGreaterThanOrEqual(20);
    expect(readFaqSeeds([signUp, contact])).toEqual([
      {
        slug: 'general-sign-up',
        category: 'general',
        related: ['general-contact-support'],
        texts: {
          'en-US': {
            question: 'How do I create an account?',
            answer: 'Choose Sign Up.\n\nYour password needs 8 characters.',
          },
          'pt-BR': { question: 'Como crio uma conta?', answer: 'Escolha Cadastre-se.' },
          'es-ES': { question: '¿Cómo creo una cuenta?', answer: 'Elija Registrarse.' },
        },
      },
      {
        slug: 'general-contact-support',
        category: 'general',
        popular: true,
        texts: {
          'en-US': { question: 'How do I contact support?', answer: 'Call {supportPhone}.' },
          'pt-BR': { question: 'Como falo com o suporte?', answer: 'Ligue para {supportPhone}.' },
          'es-ES': { question: '¿Cómo contacto con soporte?', answer: 'Llame al {supportPhone}.' },
        },
      },
    ]);
  });

  it('refuses a bad entry, naming the file, the entry and the field', () => {
    const { 'es-ES': _spanish, ...withoutSpanish } = signUp.texts;
    expect(() => readFaqSeeds([contact, { ...signUp, texts: withoutSpanish }])).toThrow(
      /^db\/seed\/faq-questions\.json, FAQ 2 \(general-sign-up\): texts\.es-ES: /,
    );
    expect(() => readFaqSeeds([{ ...signUp, category: 'lounges' }])).toThrow(
      /^db\/seed\/faq-questions\.json, FAQ 1 \(general-sign-up\): category: /,
    );
    expect(() =>
      readFaqSeeds([{ ...signUp, texts: { ...signUp.texts, 'pt-BR': text('Como crio uma conta?') } }]),
    ).toThrow(/FAQ 1 \(general-sign-up\): texts\.pt-BR\.answer: /);
    expect(() =>
      readFaqSeeds([{ ...signUp, texts: { ...signUp.texts, 'en-US': text('Q?', 'One.\n\nTwo.') } }]),
    ).toThrow(/texts\.en-US\.answer\.0: A blank line inside a paragraph/);
    expect(() =>
      readFaqSeeds([{ ...signUp, texts: { ...signUp.texts, 'fr-FR': text('Q?', 'A.') } }]),
    ).toThrow(/FAQ 1 \(general-sign-up\): texts/);
    expect(() => readFaqSeeds([{ ...signUp, slug: 'General Sign-up' }])).toThrow(
      /FAQ 1 \(General Sign-up\): slug: Lower-case words joined by hyphens/,
    );
    expect(() => readFaqSeeds([{ ...contact, answer: 'Misplaced.' }])).toThrow(
      /FAQ 1 \(general-contact-support\)/,
    );
    expect(() => readFaqSeeds([contact, contact])).toThrow(
      /FAQ 2 \(general-contact-support\): general-contact-support is listed twice/,
    );
    expect(() => readFaqSeeds([signUp])).toThrow(
      /FAQ 1 \(general-sign-up\): related: general-contact-support is not a listed question/,
    );
    expect(() => readFaqSeeds([{ ...contact, related: ['general-contact-support'] }])).toThrow(
      /FAQ 1 \(general-contact-support\): related: general-contact-support is the question itself/,
    );
    expect(() => readFaqSeeds({ questions: [] })).toThrow(/^db\/seed\/faq-questions\.json, questions: /);
  });
});
