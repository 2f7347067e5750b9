import {
  addCard,
  cardEntry,
  cardList,
  createPaymentSession,
  deleteCard,
  finishAddCard,
  payWithHostedTokenization,
  setDefaultCard,
} from '@portal/shared/contracts/payments';
import type { FastifyPluginAsync } from 'fastify';
import { callerId as caller, registerEndpoint } from '../endpoint';

/**
 * `/pay/*`: saved cards, payment sessions and the payments of hosted tokenization sessions; card
 * numbers never come here (they go to the host).
 */
export const payRoutes: FastifyPluginAsync = async (app) => {
  const { cards, charges, hosted } = app.services.payments;
  registerEndpoint(app, cardEntry, () => ({ cardEntry: app.services.payments.cardEntry }));
  registerEndpoint(app, createPaymentSession, ({ input, session }) =>
    charges.createCharge(caller(session), input.orderNo),
  );
  registerEndpoint(app, addCard, ({ session }) => cards.startAddCard(caller(session)));
  registerEndpoint(app, cardList, ({ session }) => cards.listCards(caller(session)));
  registerEndpoint(app, deleteCard, async ({ input, session }) => {
    await cards.deleteCard(caller(session), input.id);
    return null;
  });
  registerEndpoint(app, setDefaultCard, async ({ input, session }) => {
    await cards.setDefault(caller(session), input.id);
    return null;
  });
  registerEndpoint(app, finishAddCard, ({ input, session }) => cards.finishAddCard(caller(session), input));
  // Worldline's hosted tokenization: the card went from the host's iframe to the host; the API pays.
  registerEndpoint(app, payWithHostedTokenization, ({ input, session }) =>
    hosted.pay(caller(session), input),
  );
};
