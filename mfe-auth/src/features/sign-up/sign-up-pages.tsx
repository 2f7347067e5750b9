import { ComingSoonPage } from '@portal/shared/remote';
import { useSearchParams } from 'react-router';
import { NAMESPACE } from '../../namespace';
import { channelOf } from './sign-up-steps';

// The sign-up screens arrive with issue 3.
export function SignUpStep1Page() {
  const [search] = useSearchParams();
  const activation = channelOf(search) === 'activation';
  return (
    <ComingSoonPage
      namespace={NAMESPACE}
      titleKey={activation ? 'signUp.screens.step1Activation' : 'signUp.screens.step1'}
    />
  );
}
export const SignUpStep2Page = () => <ComingSoonPage namespace={NAMESPACE} titleKey="signUp.screens.step2" />;
export const SignUpStep3Page = () => <ComingSoonPage namespace={NAMESPACE} titleKey="signUp.screens.step3" />;
export const SignUpSuccessPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="signUp.screens.success" />
);
