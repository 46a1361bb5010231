import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * GraphQL over HTTP: the two media types a client may accept, and what each promises.
 * - `application/graphql-response+json` (Apollo Client 4 asks for it first): a request error
 *   (unparsable, invalid, variables that do not coerce, over a limit) is a 4xx status and its body
 *   carries no `data` entry.
 * - `application/json` (or no preference): the legacy contract, where every well-formed GraphQL
 *   response is 200, request errors included. A body that is not JSON at all stays a 400.
 */
export const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';
const negotiator = new Negotiator({ supportedValues: [GRAPHQL_RESPONSE, JSON_TYPE], cache: new Map() });

const RAW_REQUEST_FAILURE = Symbol('rawRequestFailure');
type Marked = FastifyRequest & { [RAW_REQUEST_FAILURE]?: boolean };

function wantsGraphQLResponse(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && negotiator.negotiate(accept) === GRAPHQL_RESPONSE;
}

function requestError(reply: FastifyReply, message: string, field: string, status = 400) {
  (reply.request as Marked)[RAW_REQUEST_FAILURE] = true;
  return reply.code(status).send({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] });
}

/** The parameters of a request, checked for the types the specification allows. */
function checkParameters(params: Record<string, unknown>, get: boolean, reply: FastifyReply) {
  if (params.extensions === null) delete params.extensions;
  if (typeof params.query !== 'string' || params.query.trim() === '')
    return requestError(reply, 'The query parameter must be a GraphQL document.', 'query');
  for (const name of ['variables', 'extensions']) {
    const value = params[name];
    if (value === undefined || value === null) continue;
    if (get) {
      if (typeof value !== 'string' || value === '') continue;
      try {
        JSON.parse(value);
      } catch {
        return requestError(reply, `The ${name} parameter is not valid JSON.`, name);
      }
    } else if (typeof value !== 'object' || Array.isArray(value)) {
      return requestError(reply, `The ${name} parameter must be an object.`, name);
    }
  }
  const operationName = params.operationName;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return requestError(reply, 'The operationName parameter must be a string.', 'operationName');
  return undefined;
}

/** A `/graphql` request's parameters as sent: the query string of a GET, the body of a POST. */
export function graphqlParams(request: FastifyRequest): Record<string, unknown> | null {
  const params = request.method === 'GET' ? request.query : request.body;
  return params && typeof params === 'object' && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : null;
}

/** Registers the parameter checks and the media-type negotiation on `/graphql`. */
export function registerGraphQLMediaTypes(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql') return;
    const params = graphqlParams(request);
    if (params) return checkParameters(params, request.method === 'GET', reply);
    // A body Fastify read as text (text/plain, say) is not a GraphQL request.
    return requestError(reply, 'Send the request as application/json.', 'body', 415);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url !== '/graphql' || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith(JSON_TYPE)) return payload;
    const status = reply.statusCode;
    if (wantsGraphQLResponse(request)) {
      reply.header('content-type', `${GRAPHQL_RESPONSE}; charset=utf-8`);
      if (status < 400 || status >= 500) return payload;
      const body = JSON.parse(payload) as { data?: unknown };
      if (!('data' in body)) return payload;
      delete body.data;
      return JSON.stringify(body);
    }
    const rawFailure =
      (request as Marked)[RAW_REQUEST_FAILURE] || (request.method === 'POST' && !request.body);
    if (status === 400 && !rawFailure) reply.code(200);
    return payload;
  });
}
