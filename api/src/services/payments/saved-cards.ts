import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@portal/shared/contracts';
import type { PaymentSession, SavedCard } from '@portal/shared/contracts/payments';
import type { Logger } from 'pino';
import type { CardEntry } from '../../config';
import { AppError } from '../../lib/app-error';
import type { PaymentHost } from '../../providers/payment-host';
import { browserSession } from './browser-session';
import type { PaymentsRepository, SavedCardRow } from './payments-repository';
import { askHost, isUniqueViolation, verifyPayment } from './verify-payment';

/** A card check charges nothing; the host still needs a currency. */
export const CARD_CHECK_CURRENCY = 'USD';

export interface SavedCardsDeps {
  host: PaymentHost;
  repository: PaymentsRepository;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Where the host sends the browser back: the portal's home page. */
  returnUrl: string;
  /** Where the cardholder types the card (the session names that page). */
  cardEntry: CardEntry;
}

export const toSavedCard = (row: SavedCardRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  lastFour: row.lastFour,
  expiry: row.expiry,
  holder: row.holder,
  isDefault: row.isDefault,
});

const cardNotFound = () => new AppError(ErrorCode.CARD_NOT_FOUND);

/** Saved payment cards: added through the host's 3-D Secure check, listed, made default, deleted. */
export const createSavedCardsService = (deps: SavedCardsDeps) => {
  const { host, repository, logger } = deps;

  /**
   * The name on a card the portal did not ask for (hosted tokenization: typed in the host's frame,
   * kept on the token, not on Worldline's payment). A host that does not answer leaves it blank.
   */
  const holderOfToken = async (token: string | null): Promise<string> => {
    if (token === null) return '';
    const known = await host.getToken(token).catch(() => null);
    return known?.holder.trim() ?? '';
  };

  return {
    /** Opens a zero-amount host session for the card form; nothing is written when the host fails. */
    async startAddCard(userId: number): Promise<PaymentSession> {
      const reference = `card-${randomUUID()}`;
      const session = await askHost(logger, () =>
        host.createSession(
          {
            amount: 0,
            currency: CARD_CHECK_CURRENCY,
            returnUrl: deps.returnUrl,
            merchantReference: reference,
            purpose: 'add-card',
          },
          reference,
        ),
      );
      await repository.insertAttempt({
        sessionId: session.sessionId,
        purpose: 'add_card',
        userId,
        orderReference: null,
        amount: 0,
        currency: CARD_CHECK_CURRENCY,
      });
      return browserSession(session, deps.cardEntry, {
        amount: 0,
        currency: CARD_CHECK_CURRENCY,
        returnUrl: deps.returnUrl,
      });
    },

    /**
     * Asks the host for the payment (once) and saves the card. 3-D Secure failed or declined:
     * `addCardSuccess: false`. The same card again: CARD_ALREADY_ADDED (the new token is deleted).
     */
    async finishAddCard(
      userId: number,
      input: { paymentId: string; cardHolder?: string | undefined; mac?: string | undefined },
    ): Promise<{ addCardSuccess: boolean; card: SavedCard | null }> {
      const { attempt, payment } = await verifyPayment(deps, userId, 'add_card', input.paymentId, input.mac);
      const token = payment.card.token;
      const succeeded = payment.statusCategory === 'COMPLETED' && token !== null;
      // Asked of the host before the transaction, and only for a card that is about to be saved.
      const holder = succeeded
        ? payment.card.holder.trim() || input.cardHolder?.trim() || (await holderOfToken(token))
        : '';
      const outcome = await repository
        .transaction(async (tx) => {
          const claimed = await repository.claim(
            tx,
            attempt.id,
            payment.id,
            succeeded ? 'COMPLETED' : 'UNSUCCESSFUL',
            payment.statusReason ?? (succeeded ? null : 'NO_TOKEN'),
          );
          if (!claimed) return { kind: 'replayed' as const };
          if (!succeeded) return { kind: 'unsuccessful' as const };
          const card = await repository.insertCard(tx, {
            userId,
            token,
            fingerprint: payment.card.fingerprint,
            brand: payment.card.brand,
            lastFour: payment.card.lastFour,
            expiry: payment.card.expiry,
            holder,
          });
          return card ? { kind: 'added' as const, card } : { kind: 'duplicate' as const };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return { kind: 'replayed' as const };
          throw error;
        });

      switch (outcome.kind) {
        case 'replayed':
          throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
        case 'unsuccessful':
          return { addCardSuccess: false, card: null };
        case 'added':
          return { addCardSuccess: true, card: toSavedCard(outcome.card) };
        case 'duplicate':
          if (token) {
            await host.deleteToken(token).catch((error: unknown) => {
              logger.warn(
                { reason: (error as Error).message },
                'could not delete the token of a duplicate card',
              );
            });
          }
          throw new AppError(ErrorCode.CARD_ALREADY_ADDED);
      }
    },

    async listCards(userId: number): Promise<SavedCard[]> {
      return (await repository.listCards(userId)).map(toSavedCard);
    },

    /** Deletes the token at the host first: if the host fails, the card stays as it was. */
    async deleteCard(userId: number, cardId: number): Promise<void> {
      const card = await repository.findCard(userId, cardId);
      if (!card) throw cardNotFound();
      await askHost(logger, () => host.deleteToken(card.token));
      if (!(await repository.deleteCard(userId, cardId))) throw cardNotFound();
    },

    async setDefault(userId: number, cardId: number): Promise<void> {
      if (!(await repository.setDefault(userId, cardId))) throw cardNotFound();
    },
  };
};

export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
