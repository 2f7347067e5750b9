import { useCallback, useState } from 'react';
import { type LaneData, readLaneData, writeLaneData } from '../../lib/drafts';

/**
 * The wizard's `laneData` draft as React state: every change is written to session storage at
 * once, so a reload finds the step as it was left.
 */
export function useLaneData(): [LaneData | null, (next: LaneData) => void] {
  const [data, setData] = useState<LaneData | null>(readLaneData);
  const save = useCallback((next: LaneData) => {
    writeLaneData(next);
    setData(next);
  }, []);
  return [data, save];
}
