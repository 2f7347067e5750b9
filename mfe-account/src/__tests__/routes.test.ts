import { describeRemoteRouteTable } from '@portal/shared/testing';
import defaultRoutes, { routes } from '../routes';

describeRemoteRouteTable('mfe-account', { routes, defaultRoutes, protectedPaths: ['/account'] });
