import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// The login form arrives with issue 3 (it needs POST /login/gen-token); the route already
// clears the session on entry, as the specification asks.
export const LoginPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="login.title" />;
