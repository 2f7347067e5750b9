import '@portal/shared/tokens.css';
import { startDevHost } from '@portal/shared/remote';
import { routes } from './routes';

/** Standalone page for `pnpm --filter mfe-auth dev`: this remote's routes without the shell. */
void startDevHost(routes);
