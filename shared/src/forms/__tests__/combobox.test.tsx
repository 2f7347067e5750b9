import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, foldText, matchOptions } from '../combobox';

interface Airport {
  code: string;
  name: string;
  city: string;
  country: string;
}

const AIRPORTS: Airport[] = [
  { code: 'LHR', name: 'London Heathrow Airport', city: 'London', country: 'United Kingdom' },
  { code: 'LGW', name: 'London Gatwick Airport', city: 'London', country: 'United Kingdom' },
  { code: 'GRU', name: 'São Paulo–Guarulhos International Airport', city: 'São Paulo', country: 'Brazil' },
  { code: 'MAD', name: 'Adolfo Suárez Madrid–Barajas Airport', city: 'Madrid', country: 'Spain' },
];

const fields = (airport: Airport) => [airport.code, airport.city, airport.name, airport.country];
const match = (options: readonly Airport[], text: string) =>
  matchOptions(options, text, fields, (airport) => airport.name);
const label = (airport: Airport) => `${airport.name} (${airport.code})`;

function Field({
  load = async () => AIRPORTS,
  onPick = () => {},
  initial = null,
  error = null,
}: {
  load?: () => Promise<readonly Airport[]>;
  onPick?: (airport: Airport | null) => void;
  initial?: Airport | null;
  error?: string | null;
}) {
  const [value, setValue] = useState<Airport | null>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        id="airport"
        label="Airport"
        hint="Search by code, city or name"
        error={error}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick(next);
        }}
        loadOptions={load}
        filterOptions={match}
        optionKey={(airport) => airport.code}
        optionLabel={label}
        optionDetail={(airport) => `${airport.city}, ${airport.country}`}
        exactOption={(options, text) => {
          const found = options.filter((airport) => airport.code.toLowerCase() === text.trim().toLowerCase());
          return found.length === 1 ? (found[0] ?? null) : null;
        }}
        texts={{
          loading: 'Loading airports…',
          loadFailed: 'The airports could not be loaded.',
          noResults: 'No airports found.',
          count: (count) => `${count} airports found`,
        }}
      />
    </form>
  );
}

describe('matchOptions', () => {
  it('ranks an exact code first, then fields that start with the text, then ones that contain it', () => {
    expect(match(AIRPORTS, 'lhr').map((a) => a.code)).toEqual(['LHR']);
    expect(match(AIRPORTS, 'lon').map((a) => a.code)).toEqual(['LGW', 'LHR']);
    expect(match(AIRPORTS, 'gatwick').map((a) => a.code)).toEqual(['LGW']);
    // Without accents and in any case.
    expect(match(AIRPORTS, 'SAO PAULO').map((a) => a.code)).toEqual(['GRU']);
    expect(match(AIRPORTS, 'spain').map((a) => a.code)).toEqual(['MAD']);
    expect(match(AIRPORTS, 'zzz')).toEqual([]);
  });

  it('gives the whole list, sorted, for an empty text', () => {
    expect(match(AIRPORTS, '  ').map((a) => a.code)).toEqual(['MAD', 'LGW', 'LHR', 'GRU']);
  });

  it('folds accents and case', () => {
    expect(foldText('  Suárez ')).toBe('suarez');
  });
});

describe('Combobox', () => {
  it('is a labelled combobox that loads its list on first use and filters it as the user types', async () => {
    const load = vi.fn(async () => AIRPORTS);
    render(<Field load={load} />);
    const input = screen.getByRole('combobox', { name: 'Airport' });
    expect(input).toHaveAccessibleDescription('Search by code, city or name');
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.type(input, 'london');
    expect(load).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'London Gatwick Airport (LGW)London, United Kingdom',
      'London Heathrow Airport (LHR)London, United Kingdom',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 airports found');
  });

  it('is used with the keyboard: arrows move, Enter picks without submitting, Escape closes', async () => {
    const onPick = vi.fn();
    render(<Field onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Airport' });
    const user = userEvent.setup();
    await user.type(input, 'lon');
    expect(input).toHaveAttribute('aria-activedescendant', 'airport-list-0');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 'airport-list-1');
    expect(screen.getByRole('option', { name: /Heathrow/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(AIRPORTS[0]);
    expect(input).toHaveValue('London Heathrow Airport (LHR)');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input);
    expect(onPick).toHaveBeenLastCalledWith(null);
    await user.type(input, 'mad');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks with a click, and takes a typed code that names one option when the field is left', async () => {
    const onPick = vi.fn();
    render(<Field onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Airport' });
    const user = userEvent.setup();
    await user.type(input, 'gru');
    await user.tab();
    expect(onPick).toHaveBeenLastCalledWith(AIRPORTS[2]);
    expect(input).toHaveValue('São Paulo–Guarulhos International Airport (GRU)');

    await user.clear(input);
    await user.type(input, 'madrid');
    await user.click(screen.getByRole('option', { name: /Madrid/ }));
    expect(onPick).toHaveBeenLastCalledWith(AIRPORTS[3]);
  });

  it('says when nothing matches, and when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const view = render(<Field />);
    await user.type(screen.getByRole('combobox', { name: 'Airport' }), 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No airports found.');
    view.unmount();

    render(<Field load={() => Promise.reject(new Error('offline'))} />);
    await user.type(screen.getByRole('combobox', { name: 'Airport' }), 'l');
    expect(await screen.findByText('The airports could not be loaded.')).toBeInTheDocument();
  });

  it('shows a chosen option, and links its error', () => {
    const view = render(<Field initial={AIRPORTS[0] ?? null} />);
    expect(screen.getByRole('combobox', { name: 'Airport' })).toHaveValue('London Heathrow Airport (LHR)');
    view.unmount();
    render(<Field error="This field is required." />);
    const input = screen.getByRole('combobox', { name: 'Airport' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Search by code, city or name This field is required.');
  });
});

const SEARCH_TEXTS = {
  loading: 'Searching…',
  loadFailed: 'Search failed',
  noResults: 'No results found.',
  count: (count: number) => `${count} found`,
};

function Searched({ find }: { find: (text: string, signal: AbortSignal) => Promise<readonly Airport[]> }) {
  const [value, setValue] = useState<Airport | null>(null);
  return (
    <Combobox<Airport>
      id="place"
      label="From"
      value={value}
      onChange={setValue}
      search={{ find, minLength: 2, delayMs: 20, slowMs: 1000 }}
      optionKey={(airport) => airport.code}
      optionLabel={label}
      texts={SEARCH_TEXTS}
    />
  );
}

describe('Combobox with a server search', () => {
  it('asks the server from the minimum length, once typing pauses', async () => {
    const asked: string[] = [];
    const find = vi.fn(async (text: string, _signal: AbortSignal) => {
      asked.push(text);
      return AIRPORTS.filter((airport) => foldText(airport.name).includes(foldText(text)));
    });
    render(<Searched find={find} />);
    const user = userEvent.setup({ delay: null });
    const input = screen.getByRole('combobox', { name: 'From' });
    await user.type(input, 'l');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(find).not.toHaveBeenCalled();
    await user.type(input, 'ondon');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    // Typed in one go: only the text at the pause is asked.
    expect(asked).toEqual(['london']);
    await user.click(screen.getByRole('option', { name: /Gatwick/ }));
    expect(input).toHaveValue('London Gatwick Airport (LGW)');

    await user.clear(input);
    await user.type(input, 'zzz');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(asked).toEqual(['london', 'zzz']);
  });
});
