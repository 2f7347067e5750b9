import { WizardStepHeader } from '@portal/shared/bookings/wizard-step-header';
import { useTranslation } from '@portal/shared/i18n';
import { TRANSPORT_STEPS } from '../lib/booking-steps';
import { STEP_ORDER, stepPath } from '../lib/steps';
import { NAMESPACE } from '../namespace';

/** The top of every Transport step: Back (the previous step; from the first step, home) and its title. */
export function StepHeader({ step, title }: { step: 1 | 2 | 3 | 4; title?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const def = TRANSPORT_STEPS[step - 1];
  const previous = STEP_ORDER[step - 2];
  return (
    <WizardStepHeader
      title={title ?? (def ? t(def.titleKey as string) : '')}
      back={step === 1 || !previous ? '/' : stepPath(previous)}
      backLabel={t('booking.back')}
    />
  );
}
