import { i18n } from '@portal/shared/i18n';
import { fakeApi, ok } from '@portal/shared/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEATHROW } from '../../test-support/fixtures';
import { setUpTexts } from '../../test-support/setup-i18n';
import { forgetLoadedAirports, loadAirports } from '../load-airports';

beforeAll(setUpTexts);
beforeEach(forgetLoadedAirports);
afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('the Fast Track airports', () => {
  it('are read once per language, whose country names the API answers in', async () => {
    const countries = ['United Kingdom', 'Reino Unido'];
    let reads = 0;
    const seen = fakeApi({
      '/cip/trafficSites': () => ok({ sites: [{ ...HEATHROW, laneCount: 4, country: countries[reads++] }] }),
    });
    expect((await loadAirports())[0]?.country).toBe('United Kingdom');
    expect((await loadAirports())[0]?.country).toBe('United Kingdom');
    await i18n.changeLanguage('es-ES');
    expect((await loadAirports())[0]?.country).toBe('Reino Unido');
    await i18n.changeLanguage('en-US');
    expect((await loadAirports())[0]?.country).toBe('United Kingdom');
    expect(seen.filter((request) => request.path === '/cip/trafficSites')).toHaveLength(2);
  });
});
