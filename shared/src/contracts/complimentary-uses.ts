/**
 * Complimentary uses in one place (DESIGN §6a): how many a booking takes, what they take off its
 * price, and how many an order's price lines say it took. The API prices, takes and gives uses
 * back with these; the pages read the same lines with them. Imported as
 * `@portal/shared/contracts/complimentary-uses`.
 */
import type { CardInfo, PriceLine, PriceReason } from './endpoints/bookings';

/** What complimentary uses can cover of one booking, as its service prices it. */
export interface UseCover {
  /** How much one use takes off (e.g. the price of one Fast Track passenger, a transfer's base fare). */
  perUse: number;
  /**
   * The most uses the booking can take: Fast Track one per passenger, the other services one for
   * the whole booking.
   */
  maxUses: number;
}

/** The uses a booking takes: one per thing a use covers, as many as are left, never more. */
export const usesToTake = (cover: UseCover, usesLeft: number): number =>
  cover.perUse > 0 ? Math.max(0, Math.min(cover.maxUses, usesLeft)) : 0;

/**
 * The uses an order's price took: the quantity of its complimentary-use line. A line without one
 * stands for a single use (as every order priced before uses were counted per passenger).
 */
export const usesTakenBy = (lines: readonly PriceLine[]): number => {
  const line = lines.find((candidate) => candidate.kind === 'entitlement');
  return line ? (line.quantity ?? 1) : 0;
};

/**
 * The lines with `uses` complimentary uses taken off — one negative line, never more than the
 * lines add up to, naming how many uses when more than one — the total and why.
 */
export const priceWithUses = (
  lines: readonly PriceLine[],
  cover: UseCover,
  uses: number,
  cardInfo: Pick<CardInfo, 'total'>,
): { lines: PriceLine[]; total: number; reason: PriceReason } => {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  if (uses > 0 && cover.perUse > 0) {
    const covered = Math.min(cover.perUse * uses, subtotal);
    return {
      lines: [
        ...lines,
        uses === 1
          ? { kind: 'entitlement', amount: -covered }
          : { kind: 'entitlement', amount: -covered, quantity: uses, unitAmount: cover.perUse },
      ],
      total: subtotal - covered,
      reason: 'covered',
    };
  }
  return { lines: [...lines], total: subtotal, reason: cardInfo.total > 0 ? 'noUsesLeft' : 'notIncluded' };
};
