import { ComingSoonPage } from '../../components/coming-soon-page';

// The login form arrives with issue 3 (it needs POST /login/gen-token); the route already
// clears the session on entry, as the specification asks.
export const LoginPage = () => <ComingSoonPage titleKey="login.title" />;
