import { describe, expect, it } from 'vitest';
import { detailPath, readLaneSearch, resultPath } from '../search-query';

describe('the result page’s query', () => {
  it('is read back as it was written, the airport code in capitals', () => {
    const path = resultPath({ airport: 'LHR', date: '2030-07-16', direction: 'arrival' });
    expect(path).toBe('/fast-track/result?airport=LHR&date=2030-07-16&direction=arrival');
    expect(readLaneSearch(new URLSearchParams('airport=lhr&date=2030-07-16'))).toEqual({
      airport: 'LHR',
      date: '2030-07-16',
      direction: 'departure',
    });
  });

  it('is refused when a part is missing or malformed', () => {
    for (const query of [
      'date=2030-07-16',
      'airport=LHR',
      'airport=LHR&date=2030-13-01',
      'airport=LHR&date=2030-07-16&direction=up',
    ])
      expect(readLaneSearch(new URLSearchParams(query)), query).toBeNull();
  });

  it('books a lane on its first step', () => {
    expect(detailPath('LHR-T5-DEP', '2030-07-16')).toBe('/fast-track/detail?lane=LHR-T5-DEP&date=2030-07-16');
  });
});
