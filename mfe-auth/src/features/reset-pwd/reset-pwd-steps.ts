import type { WizardStepDef } from '@portal/shared/remote';

export const RESET_PWD_STEPS: readonly WizardStepDef[] = [
  { path: 'step-1', titleKey: 'resetPwd.steps.verification' },
  { path: 'step-2', titleKey: 'resetPwd.steps.code' },
  { path: 'step-3', titleKey: 'resetPwd.steps.password' },
];
