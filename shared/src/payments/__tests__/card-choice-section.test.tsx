import { cardList, type SavedCard } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { initScreenI18n } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardChoiceSection, choiceKey } from '../card-choice-section';
import type { CardChoice } from '../saved-card-picker';
import { useNewCardForm } from '../use-new-card-form';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

const card = (id: number, lastFour: string, isDefault: boolean): SavedCard => ({
  id,
  brand: 'Diners Club',
  lastFour,
  expiry: '12/30',
  holder: 'Ana Silva',
  isDefault,
});

/** A review step's payment part, and each choice it reports. */
function PaySection({ onChoice }: { onChoice: (choice: CardChoice | null) => void }) {
  const card = useNewCardForm({ idPrefix: 'test-card' });
  return <CardChoiceSection newCard={card.fieldProps} onChoice={onChoice} />;
}

beforeAll(async () => {
  await initScreenI18n();
});

beforeEach(() => {
  mockedCallApi.mockReset();
});

describe('choiceKey', () => {
  it('names each choice once', () => {
    expect(choiceKey(null)).toBe('none');
    expect(choiceKey({ kind: 'new' })).toBe('new');
    expect(choiceKey({ kind: 'saved', cardId: 4 })).toBe('saved:4');
  });
});

describe('CardChoiceSection', () => {
  it('offers the saved cards with the default chosen, reports each change, and the new-card fields', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: [card(1, '0004', false), card(2, '1667', true)] });
    const onChoice = vi.fn();
    render(<PaySection onChoice={onChoice} />);

    const section = screen.getByRole('region', { name: 'Payment' });
    expect(section).toHaveTextContent('Your card details go to our secure payment provider only');
    expect(await screen.findByRole('radio', { name: /ending 1667/ })).toBeChecked();
    expect(mockedCallApi).toHaveBeenCalledWith(cardList, {}, expect.anything());
    // The default choice is reported by an effect, which may run after the radios are in the page.
    await vi.waitFor(() => expect(onChoice).toHaveBeenLastCalledWith({ kind: 'saved', cardId: 2 }));
    expect(screen.queryByRole('textbox', { name: /^Card Number/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(onChoice).toHaveBeenLastCalledWith({ kind: 'new' });
    expect(screen.getByRole('textbox', { name: /^Card Number/ })).toBeInTheDocument();
  });

  it('lets a new card pay when the saved cards cannot be read, and reads them again on request', async () => {
    mockedCallApi.mockResolvedValueOnce({ ok: false, errorCode: 10001, message: 'Down.', details: null });
    const onChoice = vi.fn();
    render(<PaySection onChoice={onChoice} />);

    expect(await screen.findByText(/Your saved cards could not be loaded/)).toBeInTheDocument();
    await vi.waitFor(() => expect(onChoice).toHaveBeenLastCalledWith({ kind: 'new' }));
    expect(screen.getByRole('textbox', { name: /^Card Number/ })).toBeInTheDocument();

    mockedCallApi.mockResolvedValueOnce({ ok: true, result: [card(2, '1667', true)] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /ending 1667/ })).toBeChecked();
    await vi.waitFor(() => expect(onChoice).toHaveBeenLastCalledWith({ kind: 'saved', cardId: 2 }));
  });
});
