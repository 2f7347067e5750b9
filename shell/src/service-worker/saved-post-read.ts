import { Strategy, type StrategyHandler } from 'workbox-strategies';

/**
 * Network first for a read the specification sends as POST (the bookings list): the Cache API keeps
 * only GET requests, so the answer is saved under a GET key made of the URL, the body and the
 * session (`keyOf`). Online, the network's answer; offline, the saved one. The strategy's plugins
 * run as for any Workbox strategy (what may be saved, how a saved answer is marked).
 */
export class SavedPostRead extends Strategy {
  constructor(
    options: ConstructorParameters<typeof Strategy>[0],
    private readonly keyOf: (request: Request) => Promise<Request>,
  ) {
    super(options);
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const key = await this.keyOf(request.clone());
    try {
      const response = await handler.fetch(request.clone());
      await handler.cachePut(key, response.clone());
      return response;
    } catch (error) {
      const saved = await handler.cacheMatch(key);
      if (saved) return saved;
      throw error;
    }
  }
}
