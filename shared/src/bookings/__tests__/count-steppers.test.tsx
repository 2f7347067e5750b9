import { initRemoteTexts } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type CountGroup, CountSteppers } from '../count-steppers';

/** Transport's group, with its texts. */
const GROUP: CountGroup<'adults' | 'children' | 'luggage'> = {
  ns: 'transport',
  textsKey: 'details',
  counts: [
    { name: 'adults', limits: { min: 1, max: 3 }, fewer: 'fewerAdults', more: 'moreAdults' },
    { name: 'children', limits: { min: 0, max: 2 }, fewer: 'fewerChildren', more: 'moreChildren' },
    { name: 'luggage', limits: { min: 0, max: 4 }, fewer: 'lessLuggage', more: 'moreLuggage' },
  ],
};

function Page({ onChange }: { onChange: (patch: object) => void }) {
  const [values, setValues] = useState({ adults: 1, children: 0, luggage: 4 });
  return (
    <CountSteppers
      group={GROUP}
      values={values}
      onChange={(patch) => {
        setValues((current) => ({ ...current, ...patch }));
        onChange(patch);
      }}
      className="counters"
    />
  );
}

beforeAll(() => initRemoteTexts('transport'));

describe('CountSteppers', () => {
  it('labels each count and its buttons in the service’s words, and says every limit', () => {
    const { container } = render(<Page onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Adults' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Children' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Luggage' })).toBeInTheDocument();
    expect(container.querySelector('.counters')?.children).toHaveLength(3);
    expect(screen.getByText('Up to 3 adults, 2 children and 4 pieces of luggage.')).toBeInTheDocument();
  });

  it('reports a change as a patch of its count, and keeps each within its limits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More luggage' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More adults' }));
    expect(onChange).toHaveBeenLastCalledWith({ adults: 2 });
    await user.click(screen.getByRole('button', { name: 'Less luggage' }));
    expect(onChange).toHaveBeenLastCalledWith({ luggage: 3 });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
