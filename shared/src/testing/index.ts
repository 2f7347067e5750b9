export { AREA_CODES, fail, fakeApi, ok, type SeenRequest } from './fake-api';
export { envelopeFail, envelopeOk, type Recorded, type Reply, serveFetch } from './fetch-double';
export { describeRemoteRouteTable } from './remote-route-table';
