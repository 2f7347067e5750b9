import type { Slot } from '@portal/shared/contracts/fast-track';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTexts } from '../../../../test-support/setup-i18n';
import { groupSlots, partOfDay } from '../slot-groups';
import { SlotPicker } from '../slot-picker';

const slot = (time: string, endTime: string, seatsLeft = 4): Slot => ({
  time,
  endTime,
  seatsLeft,
  bookable: seatsLeft > 0,
});

const DAY = [
  slot('05:45', '06:00'),
  slot('11:45', '12:00'),
  slot('12:00', '12:15', 0),
  slot('17:45', '18:00'),
  slot('18:00', '18:15'),
  slot('23:45', '00:00'),
];

beforeAll(setUpTexts);

describe('the time slots by part of the day', () => {
  it('counts from 12:00 as afternoon and from 18:00 as evening; the early hours as morning', () => {
    expect(['00:00', '05:45', '11:59', '12:00', '17:59', '18:00', '23:45'].map(partOfDay)).toEqual([
      'morning',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });

  it('keeps each group in the slots’ order and leaves out a part without slots', () => {
    expect(groupSlots(DAY).map((group) => [group.part, group.slots.map((s) => s.time)])).toEqual([
      ['morning', ['05:45', '11:45']],
      ['afternoon', ['12:00', '17:45']],
      ['evening', ['18:00', '23:45']],
    ]);
    expect(groupSlots(DAY.slice(0, 2)).map((group) => group.part)).toEqual(['morning']);
  });

  it('shows a titled group per part, one radio group for the day: the arrow keys cross the parts', async () => {
    const onChange = vi.fn();
    render(<SlotPicker slots={DAY} value="11:45" onChange={onChange} hint="Local time at Heathrow (GMT)" />);
    const afternoon = screen.getByRole('group', { name: 'Afternoon' });
    expect(
      within(afternoon)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['12:00', '17:45']);
    expect(screen.getByRole('group', { name: 'Morning' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Evening' })).toBeInTheDocument();
    const names = new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name')));
    expect(names.size).toBe(1);
    // From the morning's last slot the next one that can be taken is the afternoon's 17:45 (12:00 is full).
    await userEvent.setup().type(screen.getByRole('radio', { name: /^11:45/ }), '{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ time: '17:45' }));
  });
});
