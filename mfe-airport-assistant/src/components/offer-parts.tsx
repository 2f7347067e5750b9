import { formatMoney } from '@portal/shared/bookings/format';
import type { AssistantOffer } from '@portal/shared/contracts/airport-assistant';
import { useTranslation } from '@portal/shared/i18n';
import { featureKey } from '../lib/labels';
import { NAMESPACE } from '../namespace';
import styles from './booking-styles';

/** The price of an offer: the first passenger's, and each further one's. */
export function OfferPrice({
  offer,
}: {
  offer: Pick<AssistantOffer, 'basePrice' | 'extraPassengerPrice' | 'currency'>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const money = (minor: number) => formatMoney(minor, offer.currency, i18n.language);
  return (
    <p className={styles.price}>
      {offer.extraPassengerPrice > 0
        ? t('service.priceWithExtra', {
            price: money(offer.basePrice),
            extra: money(offer.extraPassengerPrice),
          })
        : t('service.price', { price: money(offer.basePrice) })}
    </p>
  );
}

/** What a level includes, named in the reader's language. */
export function FeatureList({ features }: { features: readonly string[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (features.length === 0) return null;
  return (
    <ul className={styles.features} aria-label={t('service.includes')}>
      {features.map((feature) => (
        <li key={feature}>{t(featureKey(feature))}</li>
      ))}
    </ul>
  );
}
