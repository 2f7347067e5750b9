import { type CardEntry, cardEntry } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { useEffect, useState } from 'react';
import { cardEntryState } from './card-entry-state';

/**
 * Without an answer the portal's own fields are shown: the payment still works with either entry
 * (a hosted session opens the host's frame whatever was typed), it only asks for more.
 */
const FALLBACK_ENTRY: CardEntry = 'sandbox-page';

/** The API's card entry, asked once per page (a failed read is asked again next time). */
export function readCardEntry(): Promise<CardEntry> {
  const { known } = cardEntryState;
  if (known) return Promise.resolve(known);
  cardEntryState.reading ??= callApi(cardEntry, {})
    .then((outcome) => {
      if (!outcome.ok) throw new Error(outcome.message);
      cardEntryState.known = outcome.result.cardEntry;
      return outcome.result.cardEntry;
    })
    .catch(() => {
      cardEntryState.reading = null;
      return FALLBACK_ENTRY;
    });
  return cardEntryState.reading;
}

/** Where a new card is typed; null until the API has said (a page shows a spinner meanwhile). */
export function useCardEntry(): CardEntry | null {
  const [entry, setEntry] = useState<CardEntry | null>(cardEntryState.known);
  useEffect(() => {
    if (entry) return;
    let live = true;
    void readCardEntry().then((read) => {
      if (live) setEntry(read);
    });
    return () => {
      live = false;
    };
  }, [entry]);
  return entry;
}
