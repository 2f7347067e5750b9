import { useCallback, useState } from 'react';
import { useCardEntry } from './card-entry';
import {
  emptyNewCardValues,
  firstNewCardError,
  type NewCardErrors,
  type NewCardField,
  type NewCardValues,
  newCardFieldId,
  portalCardFields,
  validateNewCard,
} from './new-card-form';

export interface NewCardFormOptions {
  /** Prefix of the fields' ids; two card forms on one page need two prefixes. */
  idPrefix?: string;
  /** Adding a card to the account: the "save" box must stay ticked. */
  saveRequired?: boolean;
  /** The "save" box's first state. */
  saveForFuture?: boolean;
}

const focusField = (idPrefix: string, field: NewCardField) =>
  document.getElementById(newCardFieldId(idPrefix, field))?.focus();

/**
 * The state of one new-card form: what `NewCardFields` needs (`fieldProps`), a `check` for Submit
 * and `reject` for the host's verdict on a field. Until the first `check` nobody is told off
 * mid-word; after it the messages follow the typing. Only the fields of the API's card entry are
 * shown and checked (`portalCardFields`): none of the card's own with hosted tokenization.
 */
export function useNewCardForm({
  idPrefix = 'new-card',
  saveRequired = false,
  saveForFuture = false,
}: NewCardFormOptions = {}) {
  const [values, setValues] = useState<NewCardValues>(() => emptyNewCardValues(saveForFuture));
  const [errors, setErrors] = useState<NewCardErrors>({});
  const [checked, setChecked] = useState(false);
  const entry = useCardEntry();
  const fields = entry ? portalCardFields(entry) : [];

  const update = (patch: Partial<NewCardValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (checked) setErrors(validateNewCard(next, { saveRequired, fields }));
  };

  /**
   * Validates the fields shown and focuses the first wrong one; true when the card may be sent
   * (never before the card entry is known: the form is still a spinner).
   */
  const check = (): boolean => {
    if (!entry) return false;
    setChecked(true);
    const found = validateNewCard(values, { saveRequired, fields });
    setErrors(found);
    const first = firstNewCardError(found);
    if (first) focusField(idPrefix, first);
    return !first;
  };

  /** Puts a message (an i18n key with its namespace) on one field and focuses it. */
  const reject = useCallback(
    (field: NewCardField, messageKey: string) => {
      setErrors({ [field]: messageKey });
      focusField(idPrefix, field);
    },
    [idPrefix],
  );

  return {
    values,
    errors,
    check,
    reject,
    fieldProps: { idPrefix, values, errors, onChange: update, entry },
  };
}
