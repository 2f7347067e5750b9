import type { Slot } from '@portal/shared/contracts/fast-track';

/** The parts of the day the slot list is grouped by, in the day's order. */
export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** Afternoon from 12:00, evening from 18:00 (the slot's local start, `HH:MM`); the night's early slots count as morning. */
export const partOfDay = (time: string): PartOfDay => {
  const hour = Number(time.slice(0, 2));
  if (hour >= 18) return 'evening';
  if (hour >= 12) return 'afternoon';
  return 'morning';
};

export interface SlotGroup {
  part: PartOfDay;
  slots: Slot[];
}

/** The day's slots by part of the day, each group in the slots' own order; parts without slots are left out. */
export const groupSlots = (slots: readonly Slot[]): SlotGroup[] =>
  PARTS_OF_DAY.map((part) => ({ part, slots: slots.filter((slot) => partOfDay(slot.time) === part) })).filter(
    (group) => group.slots.length > 0,
  );
