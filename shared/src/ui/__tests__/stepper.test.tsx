import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Stepper } from '../stepper';

function Harness({ initial, min, max }: { initial: number; min: number; max: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Stepper
      label="Child seats"
      value={value}
      min={min}
      max={max}
      onChange={setValue}
      decrementLabel="Fewer child seats"
      incrementLabel="More child seats"
    />
  );
}

describe('Stepper', () => {
  it('counts up to its maximum and then disables the increase button', async () => {
    render(<Harness initial={0} min={0} max={1} />);
    const group = screen.getByRole('group', { name: 'Child seats' });
    const more = screen.getByRole('button', { name: 'More child seats' });
    await userEvent.click(more);
    expect(group).toHaveTextContent('1');
    expect(more).toBeDisabled();
    await userEvent.click(more);
    expect(group).toHaveTextContent('1');
  });

  it('counts down to its minimum and then disables the decrease button', async () => {
    render(<Harness initial={2} min={1} max={5} />);
    const less = screen.getByRole('button', { name: 'Fewer child seats' });
    expect(less).toBeEnabled();
    await userEvent.click(less);
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(less).toBeDisabled();
  });
});
