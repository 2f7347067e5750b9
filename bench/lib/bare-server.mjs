// The API control: one bare Fastify route, no plugins, no logging. Run as its own process by
// run.mjs (`node bare-server.mjs <port>`), so it gets a core the way the API does.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
