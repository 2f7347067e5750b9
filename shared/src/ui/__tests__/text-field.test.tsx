import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../checkbox';
import { Select } from '../select';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('is labelled and valid when there is no error', () => {
    render(<TextField label="Email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('links its error text and marks the input invalid', () => {
    render(<TextField label="Email" name="email" error="Please enter a valid email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it('describes the input by both hint and error', () => {
    render(<TextField label="Password" hint="At least 8 characters" error="This field is required." />);
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription(
      'At least 8 characters This field is required.',
    );
  });

  it('takes typing', async () => {
    render(<TextField label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Ana');
    expect(input).toHaveValue('Ana');
  });
});

describe('Checkbox and Select', () => {
  it('link their errors the same way', () => {
    render(
      <>
        <Checkbox label="I agree" error="You must read and agree to the Terms & Conditions to continue." />
        <Select
          label="Category"
          placeholder="Select…"
          options={[{ value: 'other', label: 'Other' }]}
          error="This field is required."
        />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'You must read and agree to the Terms & Conditions to continue.',
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('This field is required.');
  });
});
