import { describeRemoteRouteTable } from '@portal/shared/testing';
import defaultRoutes, { routes } from '../routes';

describeRemoteRouteTable('mfe-auth', { routes, defaultRoutes, protectedPaths: [] });
