// Response serialisation from the shared zod schemas. Tests check every response against its schema
// (zod encode: contract drift fails loudly); elsewhere the same schema, as JSON Schema, is compiled by
// fast-json-stringify, which also drops undeclared fields but costs a fraction of a zod pass per response.
import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];

type Serialize = (data: unknown) => string;

/** A response schema as a fast-json-stringify function (exported for the test that compiles every schema). */
export function compileResponseSchema(schema: z.ZodType): Serialize {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
}

/**
 * Compiled at the route's first response, not at start: Fastify asks for every route's serializers when the
 * server gets ready, and compiling the ~600 response schemas there took half a second of each start (issue 15).
 */
function fastSerializerCompiler({ schema }: CompilerInput): Serialize {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compileResponseSchema(schema))(data);
}

export function registerSerializer(app: FastifyInstance, strict: boolean): void {
  app.setSerializerCompiler(
    strict ? zodSerializerCompiler : (fastSerializerCompiler as typeof zodSerializerCompiler),
  );
}
