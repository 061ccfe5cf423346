import { isDeepStrictEqual } from 'node:util'
import swagger from '@fastify/swagger'
import { errorAnswer } from '@quan/domain'
import type { Route } from '@quan/domain/api'
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchemaCompiler,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import fastJson from 'fast-json-stringify'
import { createJsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { OpenAPIV3_1 } from 'openapi-types'
import { z } from 'zod'
import { UNDER_TEST } from '../config'
import { API_DOCS_POLICY, renderApiDocs } from './api-docs'

/**
 * Requests are checked by the route's zod schema itself, and a failure is thrown as the
 * ZodError, so the error handler answers it as it answers every ZodError: the first issue's
 * message and the field errors, SPEC's words unchanged.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data)
    return result.success ? { value: result.data } : { error: result.error }
  }

/**
 * Under the tests, every answer is also compared with what JSON.stringify would write, so a
 * field the schema lacks (or a value it would coerce) fails a test instead of vanishing quietly.
 */
const CHECK_ANSWERS = UNDER_TEST

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the zod answer, not by a
 * zod parse on every reply: fields the schema lacks are left out, and it is faster than
 * JSON.stringify. Draft 7, the draft fast-json-stringify reads.
 */
export function answerWriter(schema: z.ZodType, name = 'answer'): (data: unknown) => string {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    // Only the event streams' text is not JSON; it is written by lib/sse.ts, never here.
    unrepresentable: 'any',
  })
  const write = fastJson(json as Parameters<typeof fastJson>[0])
  if (!CHECK_ANSWERS) return write
  return (data) => {
    const written = write(data)
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(data)))) {
      throw new Error(`${name} does not fit its schema: ${JSON.stringify(data)}`)
    }
    return written
  }
}

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({
  schema,
  method,
  url,
  httpStatus,
}) => answerWriter(schema, `${method} ${url} ${httpStatus}`)

/** The outline of an OpenAPI document: the rest is OpenAPI's own schema. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
})

/** Who may call a route, for the description; the route's preValidation guard enforces it. */
const TOKEN: { [scheme: string]: string[] }[] = [{ token: [] }, { bearer: [] }]
export const access = {
  /** Anyone; a customer's token is taken when sent, and a bad one is a 401. */
  optional: { security: [{}, ...TOKEN] },
  /** Any signed-in account. */
  customer: { security: TOKEN },
  /** The restaurant admin only. */
  admin: {
    security: TOKEN,
    tags: ['admin'],
    'x-admin': true,
    description: 'Admin only: a customer gets 403.',
  },
}

/** The refusals a route may answer, each with the error body. */
export const refusals = { '4xx': errorAnswer }

// Pages and pictures are not API; everything under /api/ is described.
const zodTransform = createJsonSchemaTransform({ skipList: [] })
const transform: typeof zodTransform = (document) =>
  document.url.startsWith('/api/')
    ? zodTransform(document)
    : { schema: { hide: true }, url: document.url }

/**
 * GET /api/openapi.json, the OpenAPI 3.1 description generated from the routes' schemas, and
 * GET /api/docs, a page of it for people, served from our own origin with no script at all.
 */
export async function apiDescription(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quán API',
        version: '1',
        description:
          'The shop’s API. Money is in euros. Every refusal is { success: false, message, code, errors?, fieldCodes? }: message is a readable sentence, code a stable name to translate by (the list is in @quan/domain, error-codes.ts), errors and fieldCodes name the fields at fault.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      tags: [{ name: 'admin', description: 'The back office: the restaurant admin’s token only.' }],
    },
    transform,
  })

  let page: string | undefined
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/api/openapi.json',
    {
      schema: {
        description: 'This description, OpenAPI 3.1.',
        response: { 200: openApiDocument, ...refusals },
      },
    },
    async () => app.swagger() as z.infer<typeof openApiDocument>,
  )
  api.get(
    '/api/docs',
    {
      schema: {
        response: {
          200: {
            description: 'This description as a page for people: no script, nothing fetched.',
            content: { 'text/html': { schema: z.string() } },
          },
          ...refusals,
        },
      },
    },
    async (_request, reply) => {
      page ??= renderApiDocs(app.swagger() as OpenAPIV3_1.Document)
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', API_DOCS_POLICY)
        .send(page)
    },
  )
}

/** What a route adds to its declaration: guards, limits, and words for the description. */
type RouteExtras<Headers extends z.ZodType | undefined> = Omit<
  RouteShorthandOptions,
  'schema' | 'preValidation' | 'onRequest'
> & {
  preValidation?: preValidationAsyncHookHandler
  onRequest?: onRequestAsyncHookHandler
  schema?: {
    security?: { [scheme: string]: string[] }[]
    tags?: string[]
    description?: string
    'x-admin'?: boolean
    headers?: Headers
  }
}

/** The schema Fastify is given for a declared route: the declaration's own parts, by their names. */
type SchemaOf<D extends Route, Headers> = {
  params: D['params']
  querystring: D['query']
  body: D['body']
  headers: Headers
  response: D['answers'] & typeof refusals
}

/**
 * Registers a route declared in @quan/domain/api at its method and path, with its schemas as the
 * type provider reads them: the handler's request and answers are typed from the declaration, the
 * request checked by validatorCompiler, the answers written by answerWriter, the description
 * generated from the same schemas. `options` adds the guards, limits and words of the server's own.
 */
export function route<D extends Route, Headers extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  declared: D,
  options: RouteExtras<Headers>,
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<D, Headers>,
    ZodTypeProvider
  >,
): void {
  const { method, path, params, query, body, answers } = declared
  const schema = {
    ...options.schema,
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    response: { ...answers, ...refusals },
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method,
    url: path,
    schema: schema as SchemaOf<D, Headers>,
    handler,
  })
}
