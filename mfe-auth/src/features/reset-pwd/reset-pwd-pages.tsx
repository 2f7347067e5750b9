import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// Forgot password (request code, verify code, new password) arrives with issue 3.
export const ResetPwdStep1Page = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="resetPwd.screens.step1" />
);
export const ResetPwdStep2Page = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="resetPwd.screens.step2" />
);
export const ResetPwdStep3Page = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="resetPwd.screens.step3" />
);
export const ResetPwdSuccessPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="resetPwd.screens.success" />
);
