import type { Namespace } from '@portal/shared/i18n';
import { useTranslation } from '@portal/shared/i18n';
import { WizardProgress } from '@portal/shared/ui/fields';
import { Outlet, useLocation, useNavigate } from 'react-router';

export interface WizardStepDef {
  /** The step's child path, e.g. 'step-1'. */
  path: string;
  /** Message key of its title; a function when the title depends on the query string. */
  titleKey: string | ((search: URLSearchParams) => string);
  /**
   * The step the progress header shows as current while this step's screen is open, when it is
   * another one (its `path`); undefined: this step. E.g. the last step, after a payment that did
   * not go through, shows the payment step as current: not completed.
   */
  progressAt?: (search: URLSearchParams) => string | undefined;
}

export interface WizardLayoutProps {
  /** The remote's message namespace, where `labelKey` and the steps' keys are looked up first. */
  namespace: Namespace;
  steps: readonly WizardStepDef[];
  labelKey: string;
}

/** The index of the step the header shows as current on `pathname` (-1: none, no header). */
const progressIndex = (steps: readonly WizardStepDef[], pathname: string, search: URLSearchParams) => {
  const screen = steps.findIndex((step) => pathname.endsWith(`/${step.path}`));
  const shownPath = steps[screen]?.progressAt?.(search);
  const shown = shownPath === undefined ? -1 : steps.findIndex((step) => step.path === shownPath);
  return shown >= 0 ? shown : screen;
};

/**
 * Layout route of a wizard: the progress header over the current step's screen. A done step can
 * be clicked to go back (keeping the query string); later steps cannot be reached by clicking.
 */
export function WizardLayout({ namespace, steps, labelKey }: WizardLayoutProps) {
  const { t } = useTranslation([namespace, 'shell']);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const current = progressIndex(steps, pathname, params);
  return (
    <>
      {current >= 0 && (
        <WizardProgress
          label={t(labelKey)}
          steps={steps.map((step) => ({
            id: step.path,
            title: t(typeof step.titleKey === 'function' ? step.titleKey(params) : step.titleKey),
          }))}
          currentIndex={current}
          onStepClick={(_, step) => navigate({ pathname: step.id, search })}
          stateLabels={{ done: t('shell:wizard.done'), 'not-started': t('shell:wizard.notStarted') }}
        />
      )}
      <Outlet />
    </>
  );
}
