/**
 * The reference of `npm run bench:http`: a bare Fastify 5 answering, from memory, exactly
 * what the app answered for each benchmarked URL (status, type, body). No plugins, no logs.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

interface Canned {
  url: string;
  contentType: string;
  body: string;
  base64?: boolean;
}

const canned = JSON.parse(fs.readFileSync(process.env.BARE_RESPONSES as string, 'utf8')) as Canned[];
const app = Fastify({ logger: false });
for (const entry of canned) {
  const body = entry.base64 ? Buffer.from(entry.body, 'base64') : entry.body;
  app.get(entry.url, async (_request, reply) => reply.type(entry.contentType).send(body));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
