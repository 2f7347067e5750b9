import { ComingSoonPage } from '../../components/coming-soon-page';

// Forgot password (request code, verify code, new password) arrives with issue 3.
export const ResetPwdStep1Page = () => <ComingSoonPage titleKey="resetPwd.screens.step1" />;
export const ResetPwdStep2Page = () => <ComingSoonPage titleKey="resetPwd.screens.step2" />;
export const ResetPwdStep3Page = () => <ComingSoonPage titleKey="resetPwd.screens.step3" />;
export const ResetPwdSuccessPage = () => <ComingSoonPage titleKey="resetPwd.screens.success" />;
