import { cardList, type SavedCard } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { initI18n } from '@portal/shared/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCardChoice, SavedCardPicker, useCardChoice } from '../saved-card-picker';

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

/** A pay step: the picker and what it would pay with. */
function PayStep() {
  const { cards, choice, choose } = useCardChoice();
  if (cards.status !== 'ready') return <p>{cards.status}</p>;
  return (
    <>
      <SavedCardPicker cards={cards.cards} value={choice} onChange={choose} />
      <output>{JSON.stringify(choice)}</output>
    </>
  );
}

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  mockedCallApi.mockReset();
});

describe('the default card choice', () => {
  it('is the default card, else the first, else a new card', () => {
    expect(defaultCardChoice([card(1, '0004', false), card(2, '1667', true)])).toEqual({
      kind: 'saved',
      cardId: 2,
    });
    expect(defaultCardChoice([card(1, '0004', false)])).toEqual({ kind: 'saved', cardId: 1 });
    expect(defaultCardChoice([])).toEqual({ kind: 'new' });
  });
});

describe('SavedCardPicker', () => {
  it('lists the saved cards from /pay/card-list with the default chosen, and offers a new card', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: [card(1, '0004', false), card(2, '1667', true)] });
    render(<PayStep />);
    const group = await screen.findByRole('group', { name: 'Pay with' });
    expect(mockedCallApi).toHaveBeenCalledWith(cardList, {}, expect.anything());
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    // The default card comes first and is chosen.
    expect(group).toHaveTextContent(
      /Diners Club ending 1667.*Default.*Diners Club ending 0004.*Use a new card/,
    );
    expect(screen.getByRole('radio', { name: /ending 1667/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('{"kind":"saved","cardId":2}');

    await userEvent.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(screen.getByRole('radio', { name: 'Use a new card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /ending 1667/ })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('{"kind":"new"}');

    await userEvent.click(screen.getByRole('radio', { name: /ending 0004/ }));
    expect(screen.getByRole('status')).toHaveTextContent('{"kind":"saved","cardId":1}');
  });

  it('chooses a new card when none is saved', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: [] });
    render(<PayStep />);
    expect(await screen.findByRole('radio', { name: 'Use a new card' })).toBeChecked();
  });
});
