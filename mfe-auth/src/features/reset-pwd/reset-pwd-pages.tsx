// The password-reset screens, loaded together when a visitor enters /reset-pwd.
export { ResetPwdStep1Page } from './reset-pwd-step-1';
export { ResetPwdStep2Page } from './reset-pwd-step-2';
export { ResetPwdStep3Page } from './reset-pwd-step-3';
export { ResetPwdSuccessPage } from './reset-pwd-success';
