import { ErrorCode } from '@portal/shared/contracts';
import { deleteCard, type SavedCard, setDefaultCard } from '@portal/shared/contracts/payments';
import { type ApiOutcome, callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { useSavedCards } from '@portal/shared/payments';
import { openDialog } from '@portal/shared/stores';
import { Button, buttonClassName, ErrorPanel, PageTitle, Spinner } from '@portal/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NAMESPACE } from '../../namespace';
import styles from './cards.module.css';

const ADD_PATH = '/account/card/add';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const cardName = (t: Translate, card: SavedCard) =>
  t('cards.list.cardName', { brand: card.brand, lastFour: card.lastFour });

/** /account/card/list: the saved cards, the default one marked; set another default or delete one. */
export function CardListPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const cards = useSavedCards();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The button just used may be gone (a deleted card, a new default): keep keyboard users' place.
  useEffect(() => {
    if (notice && (document.activeElement === document.body || !document.activeElement)) {
      noticeRef.current?.focus();
    }
  });

  /** Runs one change, then reads the list again: the API is the truth about the cards. */
  const change = async (card: SavedCard, run: () => Promise<ApiOutcome<unknown>>, doneKey: string) => {
    setBusyId(card.id);
    setNotice('');
    try {
      const outcome = await run();
      if (outcome.ok) {
        setNotice(t(doneKey, { name: cardName(t, card) }));
      } else if (outcome.errorCode === ErrorCode.SESSION_EXPIRED) {
        return; // The http client has sent the user to /page-timeout.
      } else {
        void openDialog({
          kind: 'message',
          message: translateError(outcome.errorCode, outcome.message),
          durationMs: 0,
        });
      }
      await cards.reload();
    } catch {
      // The http client has already shown the connection problem.
    } finally {
      setBusyId(null);
    }
  };

  const setDefault = (card: SavedCard) =>
    change(card, () => callApi(setDefaultCard, { id: card.id }), 'cards.list.defaultChanged');

  const remove = async (card: SavedCard) => {
    const action = await openDialog({
      kind: 'confirm',
      title: t('cards.delete.title'),
      message: t('cards.delete.message', { name: cardName(t, card) }),
      confirmLabel: t('cards.delete.confirm'),
      cancelLabel: t('common:actions.cancel'),
    });
    if (action === 'confirm')
      await change(card, () => callApi(deleteCard, { id: card.id }), 'cards.list.deleted');
  };

  const hasCards = cards.status === 'ready' && cards.cards.length > 0;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <PageTitle>{t('cards.list.title')}</PageTitle>
        {hasCards && (
          <Link to={ADD_PATH} className={buttonClassName('primary')}>
            {t('cards.list.add')}
          </Link>
        )}
      </div>
      <p ref={noticeRef} className={styles.notice} role="status" aria-live="polite" tabIndex={-1}>
        {notice}
      </p>
      {cards.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={t('cards.list.loading')} />
        </div>
      )}
      {cards.status === 'error' && (
        <ErrorPanel
          headingLevel={2}
          title={t('cards.list.loadFailed')}
          message={cards.message ?? undefined}
          retryLabel={t('common:tryAgain')}
          onRetry={() => void cards.reload()}
        />
      )}
      {cards.status === 'ready' && cards.cards.length === 0 && (
        <section className={styles.empty} aria-labelledby="cards-empty-title">
          <h2 id="cards-empty-title" className={styles.emptyTitle}>
            {t('cards.list.emptyTitle')}
          </h2>
          <p>{t('cards.list.emptyText')}</p>
          <Link to={ADD_PATH} className={buttonClassName('primary')}>
            {t('cards.list.add')}
          </Link>
        </section>
      )}
      {hasCards && (
        <ul className={styles.cards} aria-label={t('cards.list.title')}>
          {cards.cards.map((card) => (
            <CardItem
              key={card.id}
              card={card}
              busy={busyId === card.id}
              disabled={busyId !== null}
              onSetDefault={() => void setDefault(card)}
              onDelete={() => void remove(card)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface CardItemProps {
  card: SavedCard;
  busy: boolean;
  disabled: boolean;
  onSetDefault: () => void;
  onDelete: () => void;
}

function CardItem({ card, busy, disabled, onSetDefault, onDelete }: CardItemProps) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const name = cardName(t, card);
  const titleId = `card-${card.id}-title`;
  return (
    <li className={styles.card} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={styles.cardMain}>
        <h2 id={titleId} className={styles.cardTitle}>
          <span className={styles.brand}>{card.brand}</span>{' '}
          <span className={styles.digits}>
            <span aria-hidden="true">•••• </span>
            <span className="ui-visually-hidden">{t('cards.list.ending')} </span>
            {card.lastFour}
          </span>
        </h2>
        {card.isDefault && <span className={styles.badge}>{t('cards.list.default')}</span>}
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t('cards.list.holder')}</dt>
          <dd>{card.holder}</dd>
        </div>
        <div>
          <dt>{t('cards.list.expires')}</dt>
          <dd>{card.expiry}</dd>
        </div>
      </dl>
      <div className={styles.cardActions}>
        {!card.isDefault && (
          <Button
            variant="secondary"
            disabled={disabled}
            aria-label={t('cards.list.setDefaultLabel', { name })}
            onClick={onSetDefault}
          >
            {t('cards.list.setDefault')}
          </Button>
        )}
        <Button
          variant="link"
          className={styles.delete}
          disabled={disabled}
          aria-label={t('cards.list.deleteLabel', { name })}
          onClick={onDelete}
        >
          {t('cards.list.delete')}
        </Button>
      </div>
    </li>
  );
}
