import {
  type ContractBody,
  type ContractOf,
  type ContractQuery,
  type ContractResponse,
  type Endpoint,
  fillPath,
  type HttpMethod,
  type PathParamNames,
} from "@classwise/shared";
import { apiRequest, downloadFile, type QueryValue, type RequestOptions, uploadForm } from "./api-client";

type ParamNames<Name extends Endpoint> = PathParamNames<ContractOf<Name>["path"]>;
type Params<Name extends Endpoint> = Record<ParamNames<Name>, string | number>;

/**
 * What a call to an endpoint takes: the path's parameters when it has some, the body when it takes one (both
 * then required), its query, and the request's own options.
 */
export type CallOptions<Name extends Endpoint> = Pick<RequestOptions, "signal" | "anonymous"> &
  ([ParamNames<Name>] extends [never] ? { params?: never } : { params: Params<Name> }) &
  ([ContractBody<ContractOf<Name>>] extends [never] ? { body?: never } : { body: ContractBody<ContractOf<Name>> }) &
  ([ContractQuery<ContractOf<Name>>] extends [never] ? { query?: never } : { query?: ContractQuery<ContractOf<Name>> });

type CallArgs<Name extends Endpoint> = [ParamNames<Name>] extends [never]
  ? [ContractBody<ContractOf<Name>>] extends [never]
    ? [options?: CallOptions<Name>]
    : [options: CallOptions<Name>]
  : [options: CallOptions<Name>];

/** The options of a call whose body is a file: the path's parameters when it has some, and the signal. */
type FileCallArgs<Name extends Endpoint> = [ParamNames<Name>] extends [never]
  ? [options?: Pick<RequestOptions, "signal">]
  : [options: Pick<RequestOptions, "signal"> & { params: Params<Name> }];

type Answer<Name extends Endpoint> = ContractResponse<ContractOf<Name>>;

/** A call's options once their types have been checked against the endpoint's contract at the call. */
type LooseOptions = Pick<RequestOptions, "signal" | "anonymous"> & {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

/** The method and the filled-in path of `"PATCH /users/:uid"`. */
function target(endpoint: Endpoint, params: LooseOptions["params"]): { method: HttpMethod; path: string } {
  const space = endpoint.indexOf(" ");
  const method = endpoint.slice(0, space) as HttpMethod;
  return { method, path: fillPath(endpoint.slice(space + 1), params) };
}

/**
 * Calls an endpoint of the contracts in packages/shared, named `"METHOD /path"` as its contract declares it
 * (docs/decisions/0044-endpoint-contracts.md): a name no contract has does not compile, the parameters are
 * encoded into the path, the body and query are the contract's, and the answer has its success type. Only the
 * contracts' types are read, so no zod schema is loaded for a call. Pure like apiRequest: data or an ApiError.
 */
export function api<Name extends Endpoint>(endpoint: Name, ...[options]: CallArgs<Name>): Promise<Answer<Name>> {
  const { params, query, body, signal, anonymous } = (options ?? {}) as LooseOptions;
  const { method, path } = target(endpoint, params);
  return apiRequest<Answer<Name>>(path, {
    method,
    ...(query && { query }),
    ...(body !== undefined && { body }),
    ...(signal && { signal }),
    ...(anonymous && { anonymous }),
  });
}

/**
 * Sends a file (a multipart form, or a Blob sent as it is) to an endpoint whose schema cannot describe such a
 * body; otherwise as api.
 */
export function sendFile<Name extends Endpoint>(
  endpoint: Name,
  file: FormData | Blob,
  ...[options]: FileCallArgs<Name>
): Promise<Answer<Name>> {
  const { params, signal } = (options ?? {}) as LooseOptions;
  const { method, path } = target(endpoint, params);
  return apiRequest<Answer<Name>>(path, { method, body: file, ...(signal && { signal }) });
}

/** Sends a multipart form to a POST endpoint as sendFile does, reporting how much of it has gone (0 to 1). */
export function sendFileWithProgress<Name extends Endpoint>(
  endpoint: Name,
  form: FormData,
  onProgress: (fraction: number) => void,
  ...[options]: FileCallArgs<Name>
): Promise<Answer<Name>> {
  const { params, signal } = (options ?? {}) as LooseOptions;
  return uploadForm<Answer<Name>>(target(endpoint, params).path, form, onProgress, signal);
}

/** Saves the file an endpoint answers, as downloadFile does, its path and query filled in. */
export function download<Name extends Endpoint>(
  endpoint: Name,
  options: CallOptions<Name>,
  fallbackName: string,
  failMessage: string,
): Promise<void> {
  const { params, query } = options as LooseOptions;
  return downloadFile(target(endpoint, params).path, fallbackName, failMessage, query);
}
