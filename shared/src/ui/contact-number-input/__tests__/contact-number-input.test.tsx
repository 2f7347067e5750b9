import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AreaCodeOption,
  type ContactNumberValue,
  EMPTY_CONTACT_NUMBER,
  filterAreaCodes,
  prefixWidthChars,
  withTypedPrefix,
} from '../area-codes';
import { ContactNumberInput, type ContactNumberInputProps } from '../contact-number-input';

const CODES: AreaCodeOption[] = [
  { name: 'Brazil', telabbr: 'BR', code: '55' },
  { name: 'Canada', telabbr: 'CA', code: '1' },
  { name: 'Ecuador', telabbr: 'EC', code: '593' },
  { name: 'Germany', telabbr: 'DE', code: '49' },
  { name: 'Portugal', telabbr: 'PT', code: '351' },
  { name: 'United Kingdom', telabbr: 'GB', code: '44' },
  { name: 'United States', telabbr: 'US', code: '1' },
];

function Harness(
  props: Partial<ContactNumberInputProps> & { initial?: ContactNumberValue; seen?: ContactNumberValue[] },
) {
  const { initial = EMPTY_CONTACT_NUMBER, seen, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <form>
      <ContactNumberInput
        legend="Mobile number"
        prefixLabel="Country code"
        numberLabel="Number"
        noResultsText="No countries found"
        loadAreaCodes={() => Promise.resolve(CODES)}
        value={value}
        onChange={(next) => {
          seen?.push(next);
          setValue(next);
        }}
        {...rest}
      />
    </form>
  );
}

const prefixBox = () => screen.getByRole('combobox', { name: 'Country code' });
const type = (element: HTMLElement, text: string) => fireEvent.change(element, { target: { value: text } });
const flush = () => act(async () => {});

/** The code box's width in characters, as its row gives it to the CSS. */
const prefixChars = () => prefixBox().closest('fieldset > div')?.getAttribute('style');

describe('prefixWidthChars', () => {
  it('fits the whole text of the box, and never less than the longest calling code (+1684)', () => {
    expect(prefixWidthChars({ mobileNoPrefix: '+44', mobileCountry: 'United Kingdom' })).toBe(
      'United Kingdom (+44)'.length,
    );
    expect(prefixWidthChars({ mobileNoPrefix: '+1684', mobileCountry: '' })).toBe('+1684'.length);
    expect(prefixWidthChars({ mobileNoPrefix: '+44', mobileCountry: '' })).toBe('+1684'.length);
    expect(prefixWidthChars({ mobileNoPrefix: '', mobileCountry: '' })).toBe('+1684'.length);
  });
});

describe('filterAreaCodes', () => {
  it('finds by calling-code start and by country-name start, ignoring case and accents', () => {
    expect(filterAreaCodes(CODES, '+4').map((c) => c.telabbr)).toEqual(['DE', 'GB']);
    expect(filterAreaCodes(CODES, '1').map((c) => c.telabbr)).toEqual(['CA', 'US']);
    expect(filterAreaCodes(CODES, 'united').map((c) => c.telabbr)).toEqual(['GB', 'US']);
    expect(filterAreaCodes(CODES, 'ÉC').map((c) => c.telabbr)).toEqual(['EC']);
    expect(filterAreaCodes(CODES, 'kingdom')).toEqual([]);
    expect(filterAreaCodes(CODES, '  ')).toHaveLength(CODES.length);
  });

  it('keeps a typed prefix, naming the country only when one country has that code', () => {
    expect(withTypedPrefix(EMPTY_CONTACT_NUMBER, '44', CODES)).toMatchObject({
      mobileNoPrefix: '+44',
      code: '44',
      mobileCountry: 'United Kingdom',
    });
    expect(withTypedPrefix(EMPTY_CONTACT_NUMBER, '+1', CODES)).toMatchObject({
      mobileNoPrefix: '+1',
      code: '1',
      mobileCountry: '',
    });
    expect(withTypedPrefix(EMPTY_CONTACT_NUMBER, 'Atlantis', CODES)).toMatchObject({
      mobileNoPrefix: 'Atlantis',
      code: '',
    });
  });
});

describe('ContactNumberInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names both boxes and ties each error to its box', async () => {
    render(<Harness prefixError="This field is required." numberError="Number is invalid." />);
    await flush();
    expect(screen.getByRole('group', { name: 'Mobile number' })).toBeInTheDocument();
    expect(prefixBox()).toHaveAccessibleDescription('This field is required.');
    expect(prefixBox()).toHaveAttribute('aria-invalid', 'true');
    const number = screen.getByRole('textbox', { name: 'Number' });
    expect(number).toHaveAccessibleDescription('Number is invalid.');
  });

  it('searches only after the one-second throttle, with the latest text', async () => {
    const search = vi.fn(async (keyword: string) => filterAreaCodes(CODES, keyword));
    render(<Harness searchAreaCodes={search} />);
    await flush();
    const box = prefixBox();
    act(() => box.focus());
    type(box, 'u');
    type(box, 'un');
    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(search).not.toHaveBeenCalled();
    expect(screen.getAllByRole('option')).toHaveLength(CODES.length);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('un');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'United Kingdom+44',
      'United States+1',
    ]);
  });

  it('picks with the keyboard and yields prefix, code and country', async () => {
    const seen: ContactNumberValue[] = [];
    render(<Harness seen={seen} />);
    await flush();
    const box = prefixBox();
    act(() => box.focus());
    type(box, '+4');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Germany+49', 'United Kingdom+44']);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('United Kingdom (+44)');
    type(screen.getByRole('textbox', { name: 'Number' }), '20 7946 0958');
    expect(seen.at(-1)).toEqual({
      mobileNoPrefix: '+44',
      mobileNo: '20 7946 0958',
      code: '44',
      mobileCountry: 'United Kingdom',
    });
  });

  it('Escape closes the list; a click on an option picks it', async () => {
    const seen: ContactNumberValue[] = [];
    render(<Harness seen={seen} />);
    await flush();
    const box = prefixBox();
    fireEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('option', { name: 'Portugal +351' }));
    expect(seen.at(-1)).toMatchObject({ mobileNoPrefix: '+351', code: '351', mobileCountry: 'Portugal' });
  });

  it('says so when nothing matches', async () => {
    render(<Harness />);
    await flush();
    const box = prefixBox();
    act(() => box.focus());
    type(box, 'Atlantis');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('No countries found');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keeps a typed calling code when the box is left without picking', async () => {
    const seen: ContactNumberValue[] = [];
    render(<Harness seen={seen} />);
    await flush();
    const box = prefixBox();
    act(() => box.focus());
    type(box, '351');
    fireEvent.blur(box);
    expect(seen.at(-1)).toMatchObject({ mobileNoPrefix: '+351', code: '351', mobileCountry: 'Portugal' });
    expect(box).toHaveValue('Portugal (+351)');
  });

  it('shows a value set from outside', async () => {
    render(
      <Harness
        initial={{ mobileNoPrefix: '+55', mobileNo: '11987654321', code: '55', mobileCountry: 'Brazil' }}
      />,
    );
    await flush();
    expect(prefixBox()).toHaveValue('Brazil (+55)');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('11987654321');
  });

  it('sizes the code box to its chosen value, not to what is being typed', async () => {
    render(<Harness />);
    await flush();
    expect(prefixChars()).toBe('--prefix-chars: 5;');
    const box = prefixBox();
    act(() => box.focus());
    type(box, 'United Kingdom and more');
    expect(prefixChars()).toBe('--prefix-chars: 5;');
    type(box, '44');
    fireEvent.blur(box);
    expect(box).toHaveValue('United Kingdom (+44)');
    expect(prefixChars()).toBe(`--prefix-chars: ${'United Kingdom (+44)'.length};`);
  });
});
