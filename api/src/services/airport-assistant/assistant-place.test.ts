import { describe, expect, it } from 'vitest';
import { assistantPlaceIn, serviceName } from './airport-assistant-module';

describe('an Airport Assistant order’s kept place', () => {
  it('reads in the reader’s language, the flight kept as it is', () => {
    const kept = `${serviceName('usual', 'international_arrival', 'en-US')} (BA 117)`;
    expect(kept).toBe('Usual, International Arrival (BA 117)');
    expect(assistantPlaceIn(kept, 'pt-BR')).toBe('Padrão, Chegada internacional (BA 117)');
    expect(assistantPlaceIn(kept, 'es-ES')).toBe('Estándar, Llegada internacional (BA 117)');
    expect(assistantPlaceIn(kept, 'en-US')).toBe(kept);
    expect(assistantPlaceIn('Meet & Assist, Domestic Departure (LA 3001)', 'es-ES')).toBe(
      'Meet & Assist, Salida nacional (LA 3001)',
    );
  });

  it('leaves a place it does not recognise as it is', () => {
    expect(assistantPlaceIn('Somewhere (XX 1)', 'pt-BR')).toBe('Somewhere (XX 1)');
  });
});
