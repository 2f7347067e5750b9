import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FlightNumberField } from '../flight-number-field';

function Field({ onChange, error }: { onChange: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <FlightNumberField
      id="x-flight"
      label="Flight number"
      hint="For example BA 117."
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('FlightNumberField', () => {
  it('is a required flight number of at most 12 characters, in capitals, not autocompleted', () => {
    render(<Field onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: /^Flight number/ });
    expect(input).toHaveAttribute('id', 'x-flight');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxLength', '12');
    expect(input).toHaveAttribute('autoCapitalize', 'characters');
    expect(input).toHaveAttribute('autoComplete', 'off');
    expect(screen.getByText('For example BA 117.')).toBeInTheDocument();
  });

  it('reports the value as typed, and shows its error', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} error="Not a flight number." />);
    await userEvent.setup().type(screen.getByRole('textbox'), 'ba 1');
    expect(onChange).toHaveBeenLastCalledWith('ba 1');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Not a flight number.')).toBeInTheDocument();
  });
});
