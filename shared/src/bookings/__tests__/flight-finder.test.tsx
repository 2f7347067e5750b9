import type { FlightLeg as Leg } from '@portal/shared/contracts/flights';
import { initScreenI18n } from '@portal/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlightFinder } from '../flight-finder';
import { legRoute } from '../format';

/** BA 117 from New York landing at Heathrow, 16 July 2030. */
const LEG: Leg = {
  flightNumber: 'BA117',
  departure: {
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    city: 'New York',
    countryCode: 'US',
    timeZone: 'America/New_York',
    date: '2030-07-15',
    time: '20:30',
    at: '2030-07-16T00:30:00.000Z',
  },
  arrival: {
    code: 'LHR',
    name: 'London Heathrow Airport',
    city: 'London',
    countryCode: 'GB',
    timeZone: 'Europe/London',
    date: '2030-07-16',
    time: '08:40',
    at: '2030-07-16T07:40:00.000Z',
  },
};

type Props = ComponentProps<typeof FlightFinder>;

/** A page's form around the finder: it keeps the values, as the details pages do. */
function Page(props: Partial<Props>) {
  const [values, setValues] = useState({ flightNumber: '', flightDate: '' });
  return (
    <form>
      <FlightFinder
        idPrefix="xx"
        flightNumber={values.flightNumber}
        flightDate={values.flightDate}
        leg={null}
        airlineName={null}
        errors={{}}
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
    render(<Page errors={{ flightNumber: 'Not a flight number.', flightDate: null }} />);
    expect(screen.getByRole('textbox', { name: /^Flight number/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Not a flight number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Flight date/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the leg found in a region named by its flight and airline, with both local times', () => {
    render(<Page leg={LEG} airlineName="British Airways" />);
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
