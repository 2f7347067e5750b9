import type {
  AssistantLevel,
  AssistantOffer,
  AssistantServiceType,
} from '@portal/shared/contracts/airport-assistant';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import styles from '../../components/booking-styles';
import { FeatureList, OfferPrice } from '../../components/offer-parts';
import { levelKey, serviceTypeKey } from '../../lib/labels';
import { NAMESPACE } from '../../namespace';

interface Choice<V extends string> {
  value: V;
  label: string;
  /** Shown beside the title, in the card's header (a level's price). */
  aside?: ReactNode;
  detail?: ReactNode;
}

/**
 * A group of radio cards; the error is linked to every radio, the aside and the detail to their
 * own. A card's header holds the title and its aside side by side (the shared `choiceHead`).
 */
function RadioCards<V extends string>({
  name,
  legend,
  choices,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  value: V | null;
  error?: string | null;
  onChange: (value: V) => void;
}) {
  const errorId = `aa-${name}-error`;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => {
          const id = `aa-${name}-${choice.value}`;
          const asideId = choice.aside ? `${id}-aside` : null;
          const detailId = choice.detail ? `${id}-detail` : null;
          const describedBy = [asideId, detailId, error ? errorId : null].filter(Boolean).join(' ');
          return (
            <div key={choice.value} className={styles.choice}>
              <input
                type="radio"
                id={id}
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              <div className={styles.choiceHead}>
                <label htmlFor={id}>{choice.label}</label>
                {choice.aside && (
                  <div id={asideId ?? undefined} className={styles.choiceAside}>
                    {choice.aside}
                  </div>
                )}
              </div>
              {choice.detail && (
                <div id={detailId ?? undefined} className={styles.choiceDetail}>
                  {choice.detail}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** The service types the airport offers (Domestic Arrival, …), in the specification's order. */
export function TypeChoices({
  offers,
  value,
  error,
  onChange,
}: {
  offers: readonly AssistantOffer[];
  value: AssistantServiceType | null;
  error?: string | null;
  onChange: (type: AssistantServiceType) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const types = [...new Set(offers.map((offer) => offer.serviceType))];
  return (
    <RadioCards
      name="serviceType"
      legend={t('service.serviceType')}
      choices={types.map((type) => ({ value: type, label: t(serviceTypeKey(type)) }))}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

/** The levels of the chosen type (VIP, Meet & Assist, …), each with its price beside it and what it includes. */
export function LevelChoices({
  offers,
  value,
  error,
  onChange,
}: {
  offers: readonly AssistantOffer[];
  value: AssistantLevel | null;
  error?: string | null;
  onChange: (level: AssistantLevel) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <RadioCards
      name="level"
      legend={t('service.level')}
      choices={offers.map((offer) => ({
        value: offer.level,
        label: t(levelKey(offer.level)),
        aside: <OfferPrice offer={offer} />,
        detail: <FeatureList features={offer.features} />,
      }))}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
