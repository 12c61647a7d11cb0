// For routes the spec shows without a body (PATCH /users/{id}/reset/…): whatever arrives — nothing, an empty
// body with a JSON Content-Type, `{}`, an old client's { confirmation }, malformed JSON, any media type — is
// read (within the body limit) and dropped, never refused.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Call inside an encapsulated plugin: the routes declared on the instance it returns (typed by the zod
 * contracts) get `request.body === undefined`, whatever was sent.
 */
export function ignoreRequestBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
  return scope.withTypeProvider<ZodTypeProvider>();
}
