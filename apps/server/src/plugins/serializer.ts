// Response serialisation from the shared zod schemas. Tests check every response against its schema
// (zod encode: contract drift fails loudly); elsewhere the same schema, as JSON Schema, is compiled by
// fast-json-stringify, which also drops undeclared fields but costs a fraction of a zod pass per response.
import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];

function fastSerializerCompiler({ schema }: CompilerInput): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

export function registerSerializer(app: FastifyInstance, strict: boolean): void {
  app.setSerializerCompiler(
    strict ? zodSerializerCompiler : (fastSerializerCompiler as typeof zodSerializerCompiler),
  );
}
