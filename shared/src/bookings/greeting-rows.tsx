import type { OrderContact } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import styles from './booking-page.module.css';
import { Fact } from './wizard-summary';

/**
 * What `GreetingFields` asked, as `<div><dt/><dd/></div>` rows of a booking's facts, the same for
 * every service that meets someone (Airport Assistant's greeter, Transport's driver): the name on
 * the welcome sign, `forOther` (what the service shows of a booking for someone else), the notes
 * when there are any (their line breaks kept), and the contact number when one was given. Labels in
 * the service's namespace `ns` under `textsKey`: `.welcomeSign`, `.notes`, `.contact`.
 */
export function GreetingRows({
  ns,
  textsKey,
  order,
  forOther,
}: {
  ns: string;
  textsKey: string;
  order: { welcomeSign: string; notes: string; contact: Pick<OrderContact, 'mobileNoPrefix' | 'mobileNo'> };
  forOther?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const contact = [order.contact.mobileNoPrefix, order.contact.mobileNo].filter(Boolean).join(' ');
  return (
    <>
      <Fact label={t(`${textsKey}.welcomeSign`)}>{order.welcomeSign}</Fact>
      {forOther}
      {order.notes.trim() !== '' && (
        <div>
          <dt>{t(`${textsKey}.notes`)}</dt>
          <dd className={styles.notes}>{order.notes}</dd>
        </div>
      )}
      {contact && <Fact label={t(`${textsKey}.contact`)}>{contact}</Fact>}
    </>
  );
}
