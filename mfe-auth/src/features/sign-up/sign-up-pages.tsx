import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '../../components/coming-soon-page';
import { channelOf } from './sign-up-steps';

// The sign-up screens arrive with issue 3.
export function SignUpStep1Page() {
  const [search] = useSearchParams();
  const activation = channelOf(search) === 'activation';
  return <ComingSoonPage titleKey={activation ? 'signUp.screens.step1Activation' : 'signUp.screens.step1'} />;
}
export const SignUpStep2Page = () => <ComingSoonPage titleKey="signUp.screens.step2" />;
export const SignUpStep3Page = () => <ComingSoonPage titleKey="signUp.screens.step3" />;
export const SignUpSuccessPage = () => <ComingSoonPage titleKey="signUp.screens.success" />;
