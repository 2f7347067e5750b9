import { describe, expect, it } from 'vitest';
import type { Language } from '../../contracts/languages';
import { normalise, stemOf } from '../word-forms';

const stems = (words: string[], language: Language) =>
  new Set(words.map((word) => stemOf(normalise(word), language)));

describe('stemOf', () => {
  it('gives the forms of one English word one stem', () => {
    expect(stems(['wait', 'waits', 'waiting', 'waited'], 'en-US')).toEqual(new Set(['wait']));
    expect(
      stems(
        ['cancel', 'cancels', 'cancelled', 'canceled', 'cancelling', 'cancellation', 'cancellations'],
        'en-US',
      ),
    ).toEqual(new Set(['cancel']));
    expect(stems(['delay', 'delays', 'delayed', 'delaying'], 'en-US')).toEqual(new Set(['delay']));
    expect(stems(['charge', 'charges', 'charged', 'charging'], 'en-US')).toEqual(new Set(['charg']));
    expect(stems(['apply', 'applies', 'applied'], 'en-US')).toEqual(new Set(['apply']));
  });

  it('keeps English words that only look like plurals or forms', () => {
    expect(stemOf('bus', 'en-US')).toBe('bus');
    expect(stemOf('status', 'en-US')).toBe('status');
    expect(stemOf('ring', 'en-US')).toBe('ring');
    expect(stemOf('lane', 'en-US')).not.toBe(stemOf('land', 'en-US'));
  });

  it('gives the forms of one Portuguese word one stem', () => {
    expect(stems(['espera', 'esperar', 'esperando', 'esperou', 'esperado'], 'pt-BR')).toEqual(
      new Set(['esper']),
    );
    expect(
      stems(
        ['cancelar', 'cancelo', 'cancele', 'cancelada', 'cancelado', 'cancelamento', 'cancelamentos'],
        'pt-BR',
      ),
    ).toEqual(new Set(['cancel']));
    expect(stems(['atraso', 'atrasos', 'atrasar', 'atrasado', 'atrasou'], 'pt-BR')).toEqual(
      new Set(['atras']),
    );
    expect(stems(['voo', 'voos'], 'pt-BR')).toEqual(new Set(['voo']));
  });

  it('gives the forms of one Spanish word one stem', () => {
    expect(stems(['espera', 'esperar', 'esperando', 'esperará', 'esperado'], 'es-ES')).toEqual(
      new Set(['esper']),
    );
    expect(
      stems(['cancelar', 'cancelo', 'cancelado', 'cancelada', 'cancelación', 'cancelaciones'], 'es-ES'),
    ).toEqual(new Set(['cancel']));
    expect(stems(['retraso', 'retrasos', 'retrasa', 'retrasado'], 'es-ES')).toEqual(new Set(['retras']));
    expect(stems(['vuelo', 'vuelos'], 'es-ES')).toEqual(new Set(['vuel']));
  });
});
