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
  try {
    const jsonSchema = z.toJSONSchema(route.schema, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-7',
    });
    return fastJson(jsonSchema as Schema);
  } catch {
    return zodSerializerCompiler(route);
  }
};
