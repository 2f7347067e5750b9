import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearAllDrafts, readDraft, useDraft, writeDraft } from '../draft-store';

describe('wizard drafts', () => {
  it('survive a reload: a new hook instance starts from session storage', () => {
    const first = renderHook(() => useDraft('transport', { step: 1 }));
    act(() => first.result.current[1]({ step: 3 }));
    first.unmount();
    expect(sessionStorage.getItem('draft:transport')).toBe('{"step":3}');

    const reloaded = renderHook(() => useDraft('transport', { step: 1 }));
    expect(reloaded.result.current[0]).toEqual({ step: 3 });
  });

  it('keeps the specification keys under their own names', () => {
    writeDraft('SPONE', { airport: 'LHR' });
    expect(sessionStorage.getItem('SPONE')).toBe('{"airport":"LHR"}');
    expect(readDraft('SPONE')).toEqual({ airport: 'LHR' });
  });

  it('clearAllDrafts removes every draft and nothing else', () => {
    for (const key of ['SPONE', 'PSGSDATA', 'cipCode', 'laneData', 'transport']) writeDraft(key, 1);
    sessionStorage.setItem('redirectAfterLogin', '"/account"');
    clearAllDrafts();
    for (const key of ['SPONE', 'PSGSDATA', 'cipCode', 'laneData', 'draft:transport']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('"/account"');
  });

  it('a clear resets the value to its initial state', () => {
    const { result } = renderHook(() => useDraft('fast', 0));
    act(() => result.current[1]((n) => n + 2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[2]());
    expect(result.current[0]).toBe(0);
    expect(sessionStorage.getItem('draft:fast')).toBeNull();
  });
});
