import '@portal/shared/tokens.css';
import { startDevHost } from '@portal/shared/remote';
import { routes } from './routes';

/** Standalone page for `pnpm --filter mfe-operations dev`: the console's routes without the shell. */
void startDevHost(routes);
