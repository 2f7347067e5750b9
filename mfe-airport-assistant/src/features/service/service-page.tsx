import { useRead } from '@portal/shared/bookings/use-read';
import type {
  AssistantLevel,
  AssistantOffer,
  AssistantServiceType,
} from '@portal/shared/contracts/airport-assistant';
import type { CardInfo } from '@portal/shared/contracts/bookings';
import { Combobox, matchOptions, useFocusFirstError } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import { Alert, Button, Spinner } from '@portal/shared/ui';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../components/booking-styles';
import { StepHeader } from '../../components/step-header';
import { UsesNote } from '../../components/uses-note';
import {
  type AirportChoice,
  newServiceDraft,
  readServiceDraft,
  type ServiceDraft,
  serviceComplete,
  writeServiceDraft,
} from '../../lib/drafts';
import { resetStepsAfter, STEP_PATHS } from '../../lib/steps';
import { NAMESPACE } from '../../namespace';

// The contracts (and zod) load with the first airport search, not with the page (decision 0004).
const calls = () => import('./api/service-calls');
const loadAirports = () => calls().then((module) => module.loadAirports());
// So are the offers' choices (features, prices): fetched beside the airport's services.
const choices = () => import('./service-choices');
const TypeChoices = lazy(() => choices().then((module) => ({ default: module.TypeChoices })));
const LevelChoices = lazy(() => choices().then((module) => ({ default: module.LevelChoices })));

const airportFields = (airport: AirportChoice) => [airport.code, airport.city, airport.name, airport.country];
const filterAirports = (airports: readonly AirportChoice[], text: string) =>
  matchOptions(airports, text, airportFields, (airport) => airport.name);
const exactAirport = (airports: readonly AirportChoice[], text: string) => {
  const code = text.trim().toUpperCase();
  const found = airports.filter((airport) => airport.code === code);
  return found.length === 1 ? (found[0] ?? null) : null;
};
/** How a chosen airport reads in the field: "London Heathrow Airport (LHR)". */
export const airportLabel = (airport: Pick<AirportChoice, 'name' | 'code'>) =>
  `${airport.name} (${airport.code})`;

type Field = 'airport' | 'serviceType' | 'level';

/** The draft with the chosen offer's price and features, or without a choice that is not offered. */
const withOffers = (
  draft: ServiceDraft,
  offers: readonly AssistantOffer[],
  cardInfo: CardInfo,
): ServiceDraft => {
  const typeOffered = offers.some((offer) => offer.serviceType === draft.serviceType);
  const serviceType = typeOffered ? draft.serviceType : null;
  const offer = offers.find((o) => o.serviceType === serviceType && o.level === draft.level);
  return {
    ...draft,
    serviceType,
    level: offer ? draft.level : null,
    offer: offer
      ? {
          features: offer.features,
          basePrice: offer.basePrice,
          extraPassengerPrice: offer.extraPassengerPrice,
          currency: offer.currency,
        }
      : null,
    cardInfo: { count: cardInfo.count, total: cardInfo.total },
  };
};

/** /airport-assistant/step-1: the airport, the service type and level (wizard step 1). */
export function ServicePage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ServiceDraft>(() => readServiceDraft() ?? newServiceDraft());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const airportCode = draft.airport?.code ?? null;
  const services = useRead(
    airportCode
      ? (signal) => {
          void choices();
          return calls().then((module) => module.searchServices(airportCode, signal));
        }
      : null,
    airportCode ?? '',
  );

  const save = (next: ServiceDraft) => {
    writeServiceDraft(next);
    setDraft(next);
  };

  // Back on this step, the later steps must be confirmed again (specification §4).
  useEffect(() => resetStepsAfter(1), []);

  // The offers as they are now: the price and features of the choice, or the choice dropped.
  const loaded = services.status === 'ready' ? services.data : null;
  useEffect(() => {
    if (!loaded) return;
    setDraft((current) => {
      const next = withOffers(current, loaded.offers, loaded.cardInfo);
      next.done = current.done && serviceComplete(next);
      writeServiceDraft(next);
      return next;
    });
  }, [loaded]);

  const change = (patch: Partial<ServiceDraft>, cleared: Field[]) => {
    const next = { ...draft, ...patch, done: false };
    if (loaded) Object.assign(next, withOffers(next, loaded.offers, loaded.cardInfo));
    save(next);
    setErrors((current) => {
      const left = { ...current };
      for (const field of cleared) delete left[field];
      return left;
    });
  };

  const offers = loaded?.offers ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const required = t('common:validation.required');
    // Each choice is asked for where it can be made: the type once the airport's services show.
    if (!draft.airport) found.airport = required;
    else if (loaded && offers.length > 0 && !draft.serviceType) found.serviceType = required;
    else if (draft.serviceType && !draft.level) found.level = required;
    setErrors(found);
    if (Object.keys(found).length > 0 || !serviceComplete(draft)) {
      focusFirstError();
      return;
    }
    save({ ...draft, done: true });
    navigate(STEP_PATHS.details);
  };

  return (
    <div className={styles.page}>
      <StepHeader step={1} />
      <p className={styles.intro}>{t('service.intro')}</p>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <Combobox<AirportChoice>
          id="aa-airport"
          label={t('service.airport')}
          hint={t('service.airportHint')}
          error={errors.airport}
          value={draft.airport}
          onChange={(airport) => change({ airport }, airport ? ['airport'] : [])}
          loadOptions={loadAirports}
          filterOptions={filterAirports}
          optionKey={(airport) => airport.code}
          optionLabel={airportLabel}
          optionDetail={(airport) => `${airport.city}, ${airport.country}`}
          exactOption={exactAirport}
          texts={{
            loading: t('service.airportLoading'),
            loadFailed: t('service.airportLoadFailed'),
            noResults: t('service.airportNoResults'),
            count: (count) => t('service.airportCount', { count }),
          }}
          required
        />
        {airportCode && services.status === 'loading' && (
          <div className={styles.inlineLoading}>
            <Spinner size="small" label={t('service.servicesLoading')} />
          </div>
        )}
        {services.status === 'error' && airportCode && (
          <Alert tone="error" title={t('service.servicesFailed')}>
            {services.message}{' '}
            <Button variant="link" onClick={services.retry}>
              {t('common:tryAgain')}
            </Button>
          </Alert>
        )}
        {loaded && <UsesNote cardInfo={loaded.cardInfo} />}
        {loaded && offers.length === 0 && <p className={styles.hint}>{t('service.noServices')}</p>}
        {loaded && offers.length > 0 && (
          <Suspense fallback={null}>
            <TypeChoices
              offers={offers}
              value={draft.serviceType}
              error={errors.serviceType}
              onChange={(serviceType: AssistantServiceType) =>
                change({ serviceType, level: null }, ['serviceType'])
              }
            />
            {draft.serviceType && (
              // Its own boundary: the level list's first render must not hide the types just chosen.
              <Suspense fallback={null}>
                <LevelChoices
                  offers={offers.filter((offer) => offer.serviceType === draft.serviceType)}
                  value={draft.level}
                  error={errors.level}
                  onChange={(level: AssistantLevel) => change({ level }, ['level'])}
                />
              </Suspense>
            )}
          </Suspense>
        )}
        <div className={styles.actions}>
          <Button type="submit">{t('booking.continue')}</Button>
        </div>
      </form>
    </div>
  );
}
