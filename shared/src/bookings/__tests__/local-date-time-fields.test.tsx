import { initScreenI18n } from '@portal/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { localDateFromToday } from '../local-date';
import { LocalDateField, LocalDateTimeFields, type LocalField } from '../local-date-time-fields';

const field = (label: string, patch: Partial<LocalField> = {}): LocalField => ({
  label,
  value: '',
  onChange: () => {},
  ...patch,
});

beforeAll(initScreenI18n);

describe('LocalDateField', () => {
  it('is a required date from its earliest day on, and reports the value typed', () => {
    const onChange = vi.fn();
    render(<LocalDateField id="x-date" min="2030-07-01" {...field('Date', { hint: 'The day', onChange })} />);
    const input = screen.getByLabelText(/^Date/);
    expect(input).toHaveAttribute('id', 'x-date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2030-07-01');
    expect(input).toBeRequired();
    expect(screen.getByText('The day')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2030-07-16' } });
    expect(onChange).toHaveBeenCalledWith('2030-07-16');
  });

  it('has no earliest day when none is given', () => {
    render(<LocalDateField id="x-date" {...field('Date')} />);
    expect(screen.getByLabelText(/^Date/)).not.toHaveAttribute('min');
  });
});

describe('LocalDateTimeFields', () => {
  it('puts the date from today on and the time side by side, with their ids, hints and errors', () => {
    const onTime = vi.fn();
    const { container } = render(
      <LocalDateTimeFields
        idPrefix="ts-pickup"
        date={field('Pick-up date', { value: '2030-07-16', error: 'Too soon.' })}
        time={field('Pick-up time', { hint: 'Local time at the airport', onChange: onTime })}
        className="row"
      />,
    );
    const date = screen.getByLabelText(/^Pick-up date/);
    const time = screen.getByLabelText(/^Pick-up time/);
    expect(date).toHaveAttribute('id', 'ts-pickup-date');
    expect(date).toHaveAttribute('min', localDateFromToday(0));
    expect(date).toHaveValue('2030-07-16');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too soon.')).toBeInTheDocument();
    expect(time).toHaveAttribute('id', 'ts-pickup-time');
    expect(time).toHaveAttribute('type', 'time');
    expect(time).toBeRequired();
    expect(screen.getByText('Local time at the airport')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('row');
    fireEvent.change(time, { target: { value: '09:30' } });
    expect(onTime).toHaveBeenCalledWith('09:30');
  });
});
