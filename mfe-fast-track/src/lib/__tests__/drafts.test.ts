import { clearAllDrafts } from '@portal/shared/stores';
import { describe, expect, it } from 'vitest';
import { HEATHROW, savedLaneData } from '../../test-support/fixtures';
import { clearFastTrackDrafts, readCipCode, readLaneData, writeCipCode, writeLaneData } from '../drafts';

describe('Fast Track drafts', () => {
  it('live under the specification’s session-storage keys, which leaving to home clears', () => {
    writeCipCode({ airport: HEATHROW, date: '2030-07-16', direction: 'departure', laneCode: 'LHR-T5-DEP' });
    writeLaneData(savedLaneData());
    expect(JSON.parse(sessionStorage.getItem('cipCode') ?? 'null')).toMatchObject({
      airport: { code: 'LHR' },
    });
    expect(JSON.parse(sessionStorage.getItem('laneData') ?? 'null')).toMatchObject({
      laneCode: 'LHR-T5-DEP',
    });
    clearAllDrafts();
    expect(readCipCode()).toBeNull();
    expect(readLaneData()).toBeNull();
  });

  it('are read defensively: a tampered or half-written value is no draft', () => {
    sessionStorage.setItem('cipCode', JSON.stringify({ airport: { code: 'LHR' }, date: '2030-07-16' }));
    expect(readCipCode()).toBeNull();
    sessionStorage.setItem('laneData', JSON.stringify({ laneCode: 'LHR-T5-DEP', date: 'tomorrow' }));
    expect(readLaneData()).toBeNull();
    sessionStorage.setItem('laneData', '{not json');
    expect(readLaneData()).toBeNull();
    // Wrong types inside a usable draft fall back to safe values rather than reaching a screen.
    sessionStorage.setItem(
      'laneData',
      JSON.stringify({
        laneCode: 'LHR-T5-DEP',
        date: '2030-07-16',
        passengers: 'many',
        detailsSaved: 'yes',
        names: [7],
      }),
    );
    expect(readLaneData()).toMatchObject({
      passengers: 1,
      detailsSaved: false,
      names: [],
    });
  });

  it('forget the booking when it is done, keeping the search unless everything goes', () => {
    writeCipCode({ airport: HEATHROW, date: '2030-07-16', direction: 'arrival', laneCode: null });
    writeLaneData(savedLaneData());
    clearFastTrackDrafts();
    expect(readLaneData()).toBeNull();
    expect(readCipCode()).not.toBeNull();
    clearFastTrackDrafts({ everything: true });
    expect(readCipCode()).toBeNull();
  });
});
