import Fastify from 'fastify';

/*
 * The yardstick of the server figures: Fastify answering a constant, in a process of its own
 * started the way the product is, so that each endpoint is reported as a share of it.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
