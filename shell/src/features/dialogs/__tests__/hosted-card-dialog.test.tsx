import { initI18n, loadNamespaces, setLanguage } from '@portal/shared/i18n';
import { type DialogAction, openDialog, useDialogStore } from '@portal/shared/stores';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DialogHost } from '../dialog-host';
import type { TokenizerResult } from '../hosted-card/load-tokenizer';

const HOSTED_URL = 'https://payment.preprod.example/hostedtokenization/a1b2c3d4e5f6';

/**
 * A stand-in for Worldline's `Tokenizer` (the global its tokenizer.min.js defines): it puts an
 * iframe into the element it is given and answers `submitTokenization` as the test says.
 */
class FakeTokenizer {
  static instances: FakeTokenizer[] = [];
  static initialize: () => Promise<void> = async () => {};
  static submit: () => Promise<TokenizerResult> = async () => ({
    success: true,
    hostedTokenizationId: 'tok',
  });
  destroyed = false;
  submitted = 0;
  constructor(
    readonly url: string,
    readonly elementId: string,
    readonly options: object,
  ) {
    FakeTokenizer.instances.push(this);
  }
  async initialize() {
    await FakeTokenizer.initialize();
    const frame = document.createElement('iframe');
    frame.src = this.url;
    document.getElementById(this.elementId)?.appendChild(frame);
  }
  submitTokenization() {
    this.submitted += 1;
    return FakeTokenizer.submit();
  }
  destroy() {
    this.destroyed = true;
    document.getElementById(this.elementId)?.replaceChildren();
  }
}

beforeAll(async () => {
  await initI18n();
  await loadNamespaces(['screens']);
});

beforeEach(() => {
  FakeTokenizer.instances = [];
  FakeTokenizer.initialize = async () => {};
  FakeTokenizer.submit = async () => ({ success: true, hostedTokenizationId: 'a1b2c3d4e5f6' });
  (window as unknown as { Tokenizer?: unknown }).Tokenizer = FakeTokenizer;
});

afterEach(async () => {
  useDialogStore.setState({ dialogs: [] });
  delete (window as unknown as { Tokenizer?: unknown }).Tokenizer;
  await setLanguage('en-US');
});

const openCardDialog = (amount = 7200) => {
  const tokenized: string[] = [];
  let answer: Promise<DialogAction> = Promise.resolve('close');
  act(() => {
    answer = openDialog({
      kind: 'hostedCardEntry',
      hostedTokenizationUrl: HOSTED_URL,
      amount,
      onTokenized: (id) => tokenized.push(id),
    });
  });
  return { answer, tokenized };
};

describe('the hosted tokenization card dialog', () => {
  it('shows the host’s card page in a labelled dialog and hands on the session’s id when Pay submits it', async () => {
    render(<DialogHost />);
    const { answer, tokenized } = openCardDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    expect(dialog).toHaveAccessibleDescription(/go to our secure payment provider only/);
    const frame = await screen.findByTitle('Secure card form');
    expect(frame).toHaveAttribute('src', HOSTED_URL);
    expect(dialog).toContainElement(frame);
    // Ready: the card fields (the iframe) have the focus.
    expect(frame).toHaveFocus();
    const [tokenizer] = FakeTokenizer.instances;
    expect(tokenizer?.options).toEqual({ hideCardholderName: false });

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await expect(answer).resolves.toBe('confirm');
    expect(tokenized).toEqual(['a1b2c3d4e5f6']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tokenizer?.destroyed).toBe(true);
  });

  it('keeps the dialog open with the payment-unsuccessful message when the host refuses the card', async () => {
    FakeTokenizer.submit = async () => ({ success: false, error: { message: 'Invalid card number' } });
    render(<DialogHost />);
    const { answer, tokenized } = openCardDialog();
    await screen.findByTitle('Secure card form');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are sorry but your payment has not been successful. Please try again.',
    );
    expect(tokenized).toEqual([]);
    // Tried again with a corrected card: on it goes.
    FakeTokenizer.submit = async () => ({ success: true, hostedTokenizationId: 'a1b2c3d4e5f6' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await expect(answer).resolves.toBe('confirm');
    expect(FakeTokenizer.instances[0]?.submitted).toBe(2);
  });

  it('closes with Cancel or Escape without submitting anything', async () => {
    render(<DialogHost />);
    const first = openCardDialog();
    await screen.findByTitle('Secure card form');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first.answer).resolves.toBe('close');

    const second = openCardDialog();
    await screen.findByTitle('Secure card form');
    await userEvent.keyboard('{Escape}');
    await expect(second.answer).resolves.toBe('close');
    expect(FakeTokenizer.instances.map((instance) => instance.submitted)).toEqual([0, 0]);
    expect(FakeTokenizer.instances.every((instance) => instance.destroyed)).toBe(true);
  });

  it('says so when the host’s card page cannot be shown, and offers no Pay', async () => {
    FakeTokenizer.initialize = () => Promise.reject(new Error('blocked'));
    render(<DialogHost />);
    openCardDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent('The secure card form could not be loaded.');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('keeps the focus in the dialog: Tab from its last button goes back to the card fields', async () => {
    render(<DialogHost />);
    openCardDialog();
    const frame = await screen.findByTitle('Secure card form');
    screen.getByRole('button', { name: 'Pay' }).focus();
    await userEvent.tab();
    expect(frame).toHaveFocus();
    // Focus that escapes through the iframe (keys inside it are the host's) is brought back.
    const outside = document.createElement('button');
    document.body.prepend(outside);
    act(() => outside.focus());
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
    outside.remove();
  });

  it('speaks the page’s language, and says Continue for a card check', async () => {
    await setLanguage('pt-BR');
    await loadNamespaces(['screens']);
    render(<DialogHost />);
    openCardDialog(0);
    expect(await screen.findByRole('dialog', { name: 'Dados do Cartão' })).toBeInTheDocument();
    expect(await screen.findByTitle('Formulário seguro do cartão')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });
});
