export { AREA_CODES, fail, fakeApi, ok, type RequestConfig, type SeenRequest } from './fake-api';
export { describeRemoteRouteTable } from './remote-route-table';
