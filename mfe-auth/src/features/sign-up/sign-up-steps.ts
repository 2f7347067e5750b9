import type { SignupChannel } from '@portal/shared/contracts/accounts';
import type { WizardStepDef } from '@portal/shared/remote';

export type SignUpChannel = SignupChannel;

/** step-1 takes `channel`: a card number (default) or an activation code. */
export const channelOf = (search: URLSearchParams): SignUpChannel =>
  search.get('channel') === 'activation' ? 'activation' : 'card';

export const SIGN_UP_STEPS: readonly WizardStepDef[] = [
  {
    path: 'step-1',
    titleKey: (search) =>
      channelOf(search) === 'activation' ? 'signUp.steps.activation' : 'signUp.steps.verification',
  },
  { path: 'step-2', titleKey: 'signUp.steps.details' },
  { path: 'step-3', titleKey: 'signUp.steps.password' },
];
