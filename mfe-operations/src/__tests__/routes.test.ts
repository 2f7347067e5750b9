import { describeRemoteRouteTable } from '@portal/shared/testing';
import defaultRoutes, { routes } from '../routes';

describeRemoteRouteTable('mfe-operations', { routes, defaultRoutes, protectedPaths: [] });
