import { WizardStepHeader } from '@portal/shared/bookings/wizard-step-header';
import { useTranslation } from '@portal/shared/i18n';
import { ASSISTANT_STEPS } from '../lib/booking-steps';
import { STEP_ORDER } from '../lib/steps';
import { NAMESPACE } from '../namespace';

/** The top of every Airport Assistant step: Back (the previous step; from the first step, home) and its title. */
export function StepHeader({ step }: { step: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation(NAMESPACE);
  const def = ASSISTANT_STEPS[step - 1];
  return (
    <WizardStepHeader
      title={def ? t(def.titleKey as string) : ''}
      back={step === 1 ? '/' : (STEP_ORDER[step - 2] ?? '/')}
      backLabel={t('booking.back')}
    />
  );
}
