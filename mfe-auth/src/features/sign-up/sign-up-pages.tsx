import { ComingSoonPage } from '../../components/coming-soon-page';

// The sign-up screens arrive with issue 3.
export const SignUpStep1Page = () => <ComingSoonPage titleKey="signUp.screens.step1" />;
export const SignUpStep2Page = () => <ComingSoonPage titleKey="signUp.screens.step2" />;
export const SignUpStep3Page = () => <ComingSoonPage titleKey="signUp.screens.step3" />;
export const SignUpSuccessPage = () => <ComingSoonPage titleKey="signUp.screens.success" />;
