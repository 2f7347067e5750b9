import { useTranslation } from '@portal/shared/i18n';
import { SavedCopyNotice } from '@portal/shared/offline';
import { useUnreadStore } from '@portal/shared/stores';
import { Button, ErrorPanel, PageTitle, Spinner } from '@portal/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NAMESPACE } from '../../../namespace';
import { saveUpcomingForOffline } from '../api/save-for-offline';
import { useOrderPages } from '../api/use-order-pages';
import styles from '../bookings.module.css';
import { TAB_PARAM, tabFromQuery } from '../lib/tab-query';
import { BookingListItem } from './booking-list-item';
import { BookingTabs, PANEL_ID, tabId } from './booking-tabs';
import { EmptyBookings } from './empty-bookings';

/**
 * /account/bookings/list: the bookings by tab (`?activedTitle=` 0 Upcoming, 1 Past, 2 Cancelled,
 * 3 Pending, as the header's counts link them), page by page, each opening its details.
 */
export function BookingListPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params);
  const { state, loadMore, retry } = useOrderPages(tab);
  const cancelledMsgNum = useUnreadStore((s) => s.cancelledMsgNum);
  const pendingMsgNum = useUnreadStore((s) => s.pendingMsgNum);
  const firstNewRef = useRef<HTMLAnchorElement>(null);
  /** After "Load more": the index of the first booking added, which then takes the focus. */
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  const select = (next: number) => {
    if (next === tab) return;
    setFocusFrom(null);
    // Replace, not push: Back leaves the bookings instead of walking through the tabs.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(TAB_PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  };

  const shown = state.status === 'ready' ? state.items.length : 0;
  // Keyboard users carry on from the first booking added rather than from the button.
  useEffect(() => {
    if (focusFrom !== null && focusFrom < shown) {
      firstNewRef.current?.focus();
      setFocusFrom(null);
    }
  }, [focusFrom, shown]);

  // The upcoming bookings read here are saved on the device for the day of travel.
  const items = state.status === 'ready' ? state.items : null;
  useEffect(() => {
    if (!items) return;
    const controller = new AbortController();
    void saveUpcomingForOffline(items, controller.signal);
    return () => controller.abort();
  }, [items]);

  const onLoadMore = () => {
    setFocusFrom(shown);
    void loadMore();
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('pages.bookings')}</PageTitle>
      <SavedCopyNotice />
      <BookingTabs selected={tab} onSelect={select} unseen={{ 2: cancelledMsgNum, 3: pendingMsgNum }} />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className={styles.panel}>
        {state.status === 'loading' && (
          <div className={styles.loading}>
            <Spinner label={t('bookings.list.loading')} />
          </div>
        )}
        {state.status === 'error' && (
          <ErrorPanel
            headingLevel={2}
            title={t('bookings.list.loadFailed')}
            message={state.message ?? undefined}
            retryLabel={t('common:tryAgain')}
            onRetry={retry}
          />
        )}
        {state.status === 'ready' && state.items.length === 0 && <EmptyBookings tab={tab} />}
        {state.status === 'ready' && state.items.length > 0 && (
          <>
            <ul className={styles.list}>
              {state.items.map((item, index) => (
                <BookingListItem
                  key={item.orderNo}
                  item={item}
                  tab={tab}
                  linkRef={index === focusFrom ? firstNewRef : undefined}
                />
              ))}
            </ul>
            <div className={styles.more}>
              <p role="status" className={styles.count}>
                {t('bookings.list.showing', { shown: state.items.length, count: state.total })}
              </p>
              {state.moreFailed && <p role="alert">{state.moreFailed}</p>}
              {state.items.length < state.total && (
                <Button variant="secondary" loading={state.loadingMore} onClick={onLoadMore}>
                  {t('bookings.list.loadMore')}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
