// Paged lists that answer a bare JSON array (spec §7 GET /users): the total of every page travels in
// X-Total-Count and the neighbouring pages in Link (RFC 8288), with the same query and another page.
import { LINK_HEADER, TOTAL_COUNT_HEADER } from '@gabinete/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The headers as the OpenAPI document shows them (read by @fastify/swagger from the response schema). */
const PAGE_HEADERS_DOC = {
  [TOTAL_COUNT_HEADER]: {
    type: 'integer',
    description: 'Total de registros que atendem à busca e aos filtros, somando todas as páginas.',
  },
  [LINK_HEADER]: {
    type: 'string',
    description:
      'Páginas vizinhas com a mesma busca: </api/...?page=3>; rel="next", </api/...?page=1>; rel="prev". Ausente quando só há uma página.',
  },
};

/** The response schema of a paged array, documented with its headers. */
export const withPageHeaders = <S extends z.ZodType>(schema: S): S =>
  schema.meta({ headers: PAGE_HEADERS_DOC });

export interface PageInfo {
  total: number;
  page: number;
  perPage: number;
}

/** `</api/users?q=ana&page=3&perPage=25>; rel="next"` — the request's own path and query, another page. */
function pageLink(url: URL, page: number, rel: 'next' | 'prev'): string {
  const target = new URL(url);
  target.searchParams.set('page', String(page));
  return `<${target.pathname}${target.search}>; rel="${rel}"`;
}

export function setPageHeaders(request: FastifyRequest, reply: FastifyReply, info: PageInfo): void {
  reply.header(TOTAL_COUNT_HEADER, String(info.total));
  const url = new URL(request.url, 'http://localhost');
  const lastPage = Math.max(1, Math.ceil(info.total / info.perPage));
  const links: string[] = [];
  if (info.page < lastPage) links.push(pageLink(url, info.page + 1, 'next'));
  if (info.page > 1) links.push(pageLink(url, Math.min(info.page - 1, lastPage), 'prev'));
  if (links.length > 0) reply.header(LINK_HEADER, links.join(', '));
}
