export { NEXT_YEAR, TEST_CARD_NUMBER, typeNewCard } from './card-form';
export { AREA_CODES, fail, fakeApi, ok, type SeenRequest } from './fake-api';
export { describeRemoteRouteTable } from './remote-route-table';
export { openRoutes, renderAt } from './render-route';
export { initRemoteTexts, initScreenI18n } from './screen-i18n';
export { envelopeFail, envelopeOk, type Recorded, type Reply, serveFetch } from './server-double';
export {
  BOOKING_PROOF,
  BOOKING_UUID,
  type BookedSpineOrderFixture,
  bookedSpineOrder,
  cancellationTerms,
  cardInfo,
  type PlacedSpineOrderFixture,
  paymentSession,
  placedSpineOrder,
  SAVED_CARDS,
  type ServiceSpineFixture,
  serviceSpineFixtures,
  verifiedPassword,
} from './spine-fixtures';
