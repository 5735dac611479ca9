import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API endpoint as both sides read it (docs/decisions/0044-endpoint-contracts.md): its method, its path
 * under `/api` in Fastify's form (`/coupons/:id/disable`), the zod schemas of what it takes, and its one
 * success answer under its status. The API declares its route from it; the web client builds the URL from it
 * and takes the answer's type from it, so a path and its response type are written once.
 */
export interface ApiContract {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for a file the client saves rather than reads (a PDF). */
  response?: Partial<Record<200 | 201 | 202, z.ZodType>>;
  /**
   * Answers other than success that the endpoint gives in a shape of its own, not the API's error body (a
   * health check's 503, an HTML page's 400): the OpenAPI document lists them, and the client's answer type
   * leaves them out.
   */
  errors?: Partial<Record<400 | 503, z.ZodType>>;
}

/** Keeps the contract's literal method, path and schema types, which the two sides read. */
export function defineContract<const Contract extends ApiContract>(contract: Contract): Contract {
  return contract;
}

/** The names of a path's parameters: `"/classes/:id/lessons/:lessonId"` gives `"id" | "lessonId"`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamNames<`/${Tail}`>
    : Rest
  : never;

export type PathParams<Contract extends ApiContract> = Record<PathParamNames<Contract["path"]>, string | number>;

/** What the endpoint answers on success, as the client reads it. */
export type ContractResponse<Contract extends ApiContract> = Contract extends { response: infer Answers }
  ? z.output<NonNullable<Answers[keyof Answers]>>
  : never;

/** The body the endpoint takes, as the client sends it (before the server's trimming and defaults). */
export type ContractBody<Contract extends ApiContract> = Contract extends { body: z.ZodType }
  ? z.input<Contract["body"]>
  : never;

type QueryValue = string | number | boolean | undefined | null;

/** The query the endpoint reads: its own keys only; a key the server coerces takes any plain value. */
export type ContractQuery<Contract extends ApiContract> = Contract extends { query: z.ZodType }
  ? {
      [Key in keyof z.input<Contract["query"]>]?: unknown extends z.input<Contract["query"]>[Key]
        ? QueryValue
        : z.input<Contract["query"]>[Key];
    }
  : never;

/**
 * A path with its parameters filled in, each one encoded (`/coupons/c%2F1/disable`). A missing parameter is a
 * programming error, so it throws rather than sending a request to the wrong path.
 */
export function fillPath<Path extends string>(
  path: Path,
  params: Record<PathParamNames<Path>, string | number> = {} as Record<PathParamNames<Path>, string | number>,
): string {
  const values = params as Record<string, string | number | undefined>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
