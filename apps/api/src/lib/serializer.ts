import fastJson, { type Schema } from 'fast-json-stringify';
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
    const jsonSchema = z.toJSONSchema(route.schema, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-7',
    });
    return fastJson(jsonSchema as Schema) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route) as (data: unknown) => string;
  }
}
