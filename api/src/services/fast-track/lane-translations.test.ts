import { describe, expect, it } from 'vitest';
import { LANE_CATALOGUE } from './lane-catalogue';
import {
  LANE_LOCATIONS,
  LANE_NAMES,
  laneIn,
  lanePlace,
  lanePlaceIn,
  TERMINAL_BY_CODE,
  TERMINALS,
  type TranslatedLanguage,
} from './lane-translations';

const TRANSLATED: readonly TranslatedLanguage[] = ['pt-BR', 'es-ES'];

describe('lane translations', () => {
  it('give every lane its name, terminal and directions in Portuguese and Spanish', () => {
    const missing: string[] = [];
    for (const lane of LANE_CATALOGUE) {
      if (!LANE_NAMES[lane.name]) missing.push(`name ${lane.name}`);
      if (!TERMINAL_BY_CODE.test(lane.terminal) && !TERMINALS[lane.terminal])
        missing.push(`terminal ${lane.terminal}`);
      for (const language of TRANSLATED) {
        const location = LANE_LOCATIONS[lane.code]?.[language];
        // Directions are sentences: one equal to the English is English left behind.
        if (!location?.trim() || location === lane.location)
          missing.push(`${language} location of ${lane.code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('translate no lane, name or terminal the catalogue does not have', () => {
    const codes = new Set(LANE_CATALOGUE.map((lane) => lane.code));
    const names = new Set(LANE_CATALOGUE.map((lane) => lane.name));
    const terminals = new Set(LANE_CATALOGUE.map((lane) => lane.terminal));
    expect(Object.keys(LANE_LOCATIONS).filter((code) => !codes.has(code))).toEqual([]);
    expect(Object.keys(LANE_NAMES).filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(TERMINALS).filter((terminal) => !terminals.has(terminal))).toEqual([]);
  });

  it('keep the signs’ brand names in the translated lane names', () => {
    for (const [english, translated] of Object.entries(LANE_NAMES))
      for (const language of TRANSLATED) {
        const brand = english.startsWith('Fast Lane') ? 'Fast Lane' : 'Fast Track';
        expect(translated[language].startsWith(brand), translated[language]).toBe(true);
        expect(translated[language]).not.toBe(english);
      }
  });

  it('give a lane in the reader’s language, English untouched', () => {
    const [first] = LANE_CATALOGUE;
    if (!first) throw new Error('empty catalogue');
    expect(laneIn(first, 'en-US')).toBe(first);
    const pt = laneIn(first, 'pt-BR');
    expect(pt).toMatchObject({ code: first.code, capacityPerSlot: first.capacityPerSlot });
    expect(pt.location).toBe(LANE_LOCATIONS[first.code]?.['pt-BR']);
  });

  it('read back every kept place in each language, and leave an unknown place as it is', () => {
    for (const lane of LANE_CATALOGUE)
      for (const language of [...TRANSLATED, 'en-US'] as const)
        expect(lanePlaceIn(lanePlace(lane), language)).toBe(lanePlace(laneIn(lane, language)));
    expect(lanePlaceIn('Fast Track Immigration and Security, Main terminal', 'es-ES')).toBe(
      'Fast Track de Inmigración y Seguridad, Terminal principal',
    );
    expect(lanePlaceIn('Somewhere else, Gate 9', 'pt-BR')).toBe('Somewhere else, Gate 9');
  });
});
