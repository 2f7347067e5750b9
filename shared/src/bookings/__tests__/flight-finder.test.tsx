import type { FlightLeg as Leg } from '@portal/shared/contracts/flights';
import { initScreenI18n } from '@portal/shared/testing';
import { BA117_TO_HEATHROW } from '@portal/shared/testing/flight-fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlightFinder } from '../flight-finder';
import { legRoute } from '../format';

/** BA 117 from New York landing at Heathrow, 16 July 2030. */
const LEG: Leg = BA117_TO_HEATHROW;

type Props = ComponentProps<typeof FlightFinder>;

/** A page's form around the finder: it keeps the values, as the details pages do. */
function Page(props: Partial<Props>) {
  const [values, setValues] = useState({ flightNumber: '', flightDate: '', airlineName: null });
  return (
    <form>
      <FlightFinder
        idPrefix="xx"
        value={values}
        leg={null}
        errorFor={() => null}
        onFind={() => {}}
        finding={false}
        {...props}
        onChange={(patch, fields) => {
          setValues((current) => ({ ...current, ...patch }));
          props.onChange?.(patch, fields);
        }}
      />
    </form>
  );
}

beforeAll(async () => {
  await initScreenI18n();
});

describe('FlightFinder', () => {
  it('reports each change with the field it answers, and asks to find the flight', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onFind = vi.fn();
    render(<Page onChange={onChange} onFind={onFind} />);
    const number = screen.getByRole('textbox', { name: /^Flight number/ });
    expect(number).toHaveAttribute('id', 'xx-flight-number');
    await user.type(number, 'B');
    expect(onChange).toHaveBeenLastCalledWith({ flightNumber: 'B' }, ['flightNumber']);
    const date = screen.getByLabelText(/^Flight date/);
    expect(date).toHaveAttribute('id', 'xx-flight-date');
    await user.type(date, '2030-07-15');
    expect(onChange).toHaveBeenLastCalledWith({ flightDate: '2030-07-15' }, ['flightDate']);
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    expect(onFind).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the fields’ errors', () => {
    const errors = { flightNumber: 'Not a flight number.', flightDate: null };
    render(<Page errorFor={(field) => errors[field]} />);
    expect(screen.getByRole('textbox', { name: /^Flight number/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Not a flight number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Flight date/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the leg found in a region named by its flight and airline, with both local times', () => {
    render(
      <Page
        leg={LEG}
        value={{ flightNumber: 'BA117', flightDate: '2030-07-15', airlineName: 'British Airways' }}
      />,
    );
    const leg = screen.getByRole('region', { name: /^Flight BA117/ });
    expect(leg).toHaveAccessibleName('Flight BA117 · British Airways');
    expect(within(leg).getByText('New York (JFK) → London (LHR)')).toBeInTheDocument();
    expect(within(leg).getByText('Departs John F. Kennedy International Airport:')).toBeInTheDocument();
    expect(within(leg).getByText('Arrives London Heathrow Airport:')).toBeInTheDocument();
    expect(leg.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('writes a route with the cities and airport codes', () => {
    expect(legRoute(LEG)).toBe('New York (JFK) → London (LHR)');
  });
});
