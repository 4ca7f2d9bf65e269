/**
 * The reference of `npm run bench:http`: a bare Fastify 5 answering, from memory, exactly
 * what the app answered for each benchmarked URL (status, type, body). No plugins, no logs.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

interface Canned {
  url: string;
  contentType: string;
  /** The app's encoding of this body (br for a hashed asset): sent as the app sent it. */
  contentEncoding?: string;
  body: string;
  base64?: boolean;
}

const canned = JSON.parse(fs.readFileSync(process.env.BARE_RESPONSES as string, 'utf8')) as Canned[];
const app = Fastify({ logger: false });
for (const entry of canned) {
  const body = entry.base64 ? Buffer.from(entry.body, 'base64') : entry.body;
  app.get(entry.url, async (_request, reply) => {
    if (entry.contentEncoding) reply.header('content-encoding', entry.contentEncoding);
    return reply.type(entry.contentType).send(body);
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
