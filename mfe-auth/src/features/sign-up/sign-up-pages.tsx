// The sign-up screens, loaded together when a visitor enters /sign-up.
export { SignUpStep1Page } from './sign-up-step-1';
export { SignUpStep2Page } from './sign-up-step-2';
export { SignUpStep3Page } from './sign-up-step-3';
export { SignUpSuccessPage } from './sign-up-success';
