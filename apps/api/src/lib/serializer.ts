import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify, compiled once per route from the JSON
 * Schema of the shared zod contract: like the zod serializer it writes only the fields
 * the contract names, several times faster (docs/decisions/0010). A contract that JSON
 * Schema cannot express keeps the zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  // Compiled on a route's first answer: compiling every route at start costs the start time.
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compile(route);
    return serialize(data);
  };
};

function compile(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): (data: unknown) => string {
  try {
    return compileSerializer(route.schema);
  } catch {
    return zodSerializerCompiler(route) as (data: unknown) => string;
  }
}

/**
 * A writer for one part of an answer, from its zod contract (an answer put together from
 * parts written once, like a board's top). Throws for a contract JSON Schema cannot express.
 */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'throw',
    target: 'draft-7',
  });
  return fastJson(jsonSchema as Schema) as (data: unknown) => string;
}

/** Sends JSON already written by a route's serializer (a string is sent as it is). */
export function sendWrittenJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
