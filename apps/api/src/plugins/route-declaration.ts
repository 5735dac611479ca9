import type { Database } from "@classwise/db/client";
import type { ApiContract } from "@classwise/shared";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../lib/service-deps.js";
import type { RouteAccess } from "../policy/index.js";

type ApiScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler whose request and answer take their types from the route's zod schemas. */
type Handler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

/**
 * A route's facts after its access: how often it may be called and whether visitors share a cached answer
 * (both optional, read from `config` by the limiter and the public cache), what it does (its OpenAPI
 * summary), what it takes and answers, and the handler that does it.
 */
export interface RouteFacts<Schema extends FastifySchema>
  extends Pick<FastifyContextConfig, "rateLimit" | "publicCache"> {
  summary: string;
  schema: Schema;
  handler: Handler<Schema>;
}

/** A contract's answers by status: its success answer, then those in a shape of their own. */
type ContractAnswers<Contract extends ApiContract> = (Contract extends { response: infer Response }
  ? Response
  : unknown) &
  (Contract extends { errors: infer Errors } ? Errors : unknown);

/** The Fastify schema a contract stands for: its params, query, body and answers. */
type ContractSchema<Contract extends ApiContract> = {
  params: Contract extends { params: infer Params } ? Params : undefined;
  querystring: Contract extends { query: infer Query } ? Query : undefined;
  body: Contract extends { body: infer Body } ? Body : undefined;
  response: Contract extends { response: unknown } | { errors: unknown } ? ContractAnswers<Contract> : undefined;
};

/**
 * A contract route's facts: those of any route but its schema, which the contract gives, save what only the
 * OpenAPI document says (the content types it takes or answers with).
 */
export interface ContractRouteFacts<Contract extends ApiContract>
  extends Omit<RouteFacts<ContractSchema<Contract>>, "schema"> {
  schema?: Pick<FastifySchema, "consumes" | "produces" | "description">;
}

type Declare = <Schema extends FastifySchema>(url: string, access: RouteAccess, facts: RouteFacts<Schema>) => void;

/** Declares the routes of one file: one method each, or `on` for a method taken from a table. */
export interface RouteDeclarer {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
  on<Schema extends FastifySchema>(
    method: HTTPMethods,
    url: string,
    access: RouteAccess,
    facts: RouteFacts<Schema>,
  ): void;
  /** A route read from its contract in packages/shared: its method, path and schemas written once. */
  serve<Contract extends ApiContract>(
    contract: Contract,
    access: RouteAccess,
    facts: ContractRouteFacts<Contract>,
  ): void;
}

/**
 * What a route file uses besides its declarations: the database its handlers hand to the services, what a
 * service needs for a whole use case (`deps`: the database, the payment provider, the public cache and the
 * request's log), and its Fastify scope (the configuration, a body parser of its own).
 */
export interface RouteScope {
  db: Database["db"];
  deps: (request: FastifyRequest) => ServiceDeps;
  app: ApiScope;
}

function createRouteDeclarer(app: ApiScope, tag: string): RouteDeclarer {
  const tags = [tag];
  const on = <Schema extends FastifySchema>(
    method: HTTPMethods,
    url: string,
    access: RouteAccess,
    { rateLimit, publicCache, summary, schema, handler }: RouteFacts<Schema>,
  ): void => {
    app.route<RouteGenericInterface, ContextConfigDefault, Schema>({
      method,
      url,
      config: { access, ...(rateLimit && { rateLimit }), ...(publicCache && { publicCache }) },
      schema: { tags, summary, ...schema },
      handler,
    });
  };
  const declareWith =
    (method: HTTPMethods): Declare =>
    (url, access, facts) =>
      on(method, url, access, facts);
  const serve = <Contract extends ApiContract>(
    contract: Contract,
    access: RouteAccess,
    { schema: extras, ...facts }: ContractRouteFacts<Contract>,
  ): void => {
    const { params, query, body, response, errors } = contract;
    const schema = {
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      ...((response || errors) && { response: { ...response, ...errors } }),
      ...extras,
    } as ContractSchema<Contract>;
    on(contract.method, contract.path, access, { ...facts, schema });
  };
  return {
    get: declareWith("GET"),
    post: declareWith("POST"),
    put: declareWith("PUT"),
    patch: declareWith("PATCH"),
    delete: declareWith("DELETE"),
    on,
    serve,
  };
}

/**
 * How the API modules declare their routes (docs/decisions/0027-route-declarations.md). A route states its
 * facts and nothing else: on its first line its method, path and who may call it, then its rate limit and
 * public cache if it has them, its summary, its schemas and its handler. Every route of the file is listed
 * under `tag` in the OpenAPI document. Each declaration becomes an ordinary Fastify route of the returned
 * plugin: `config` for the guard, the limiter and the public cache, `schema` for validation, serialisation
 * and OpenAPI, and `request.params`, `query` and `body` typed from the zod schemas.
 */
export function declareRoutes(
  tag: string,
  declare: (route: RouteDeclarer, scope: RouteScope) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const deps = (request: FastifyRequest): ServiceDeps => ({
      db,
      payments: app.providers.payments,
      publicCache: app.publicCache,
      log: request.log,
      now: app.clock,
    });
    await declare(createRouteDeclarer(app, tag), { db, deps, app });
  };
}
