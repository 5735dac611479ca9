import {
  type ApiContract,
  type ContractBody,
  type ContractQuery,
  type ContractResponse,
  type PathParamNames,
  type PathParams,
  pathOf,
} from "@classwise/shared";
import { apiRequest, downloadFile, type QueryValue, type RequestOptions } from "./api-client";

/**
 * What a call to a contract's endpoint takes: the path's parameters when it has some, the body when it takes
 * one (both then required), its query, and the request's own options.
 */
export type CallOptions<Contract extends ApiContract> = Pick<RequestOptions, "signal" | "anonymous"> &
  ([PathParamNames<Contract["path"]>] extends [never] ? { params?: never } : { params: PathParams<Contract> }) &
  ([ContractBody<Contract>] extends [never] ? { body?: never } : { body: ContractBody<Contract> }) &
  ([ContractQuery<Contract>] extends [never] ? { query?: never } : { query?: ContractQuery<Contract> });

type CallArgs<Contract extends ApiContract> = [PathParamNames<Contract["path"]>] extends [never]
  ? [ContractBody<Contract>] extends [never]
    ? [options?: CallOptions<Contract>]
    : [options: CallOptions<Contract>]
  : [options: CallOptions<Contract>];

/** The options of a call whose body is a file: the path's parameters when it has some, and the signal. */
type FileCallArgs<Contract extends ApiContract> = [PathParamNames<Contract["path"]>] extends [never]
  ? [options?: Pick<RequestOptions, "signal">]
  : [options: Pick<RequestOptions, "signal"> & { params: PathParams<Contract> }];

/**
 * Calls the endpoint a contract of packages/shared describes (docs/decisions/0044-endpoint-contracts.md):
 * the method and path come from it, the parameters are encoded into the path, and the answer has the
 * contract's success type. Pure like apiRequest: data or an ApiError.
 */
export function api<Contract extends ApiContract>(
  contract: Contract,
  ...[options]: CallArgs<Contract>
): Promise<ContractResponse<Contract>> {
  const { params, query, body, signal, anonymous } = looseOptions(options);
  return apiRequest<ContractResponse<Contract>>(pathOf(contract, params), {
    method: contract.method,
    ...(query && { query }),
    ...(body !== undefined && { body }),
    ...(signal && { signal }),
    ...(anonymous && { anonymous }),
  });
}

/** A call's options once their types have been checked against the contract at the call. */
function looseOptions<Contract extends ApiContract>(options: CallOptions<Contract> | undefined) {
  return (options ?? {}) as Pick<RequestOptions, "signal" | "anonymous"> & {
    params?: PathParams<Contract>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
}

/**
 * Sends a file (a multipart form, or a Blob sent as it is) to a contract's endpoint, whose schema cannot
 * describe such a body; otherwise as api.
 */
export function sendFile<Contract extends ApiContract>(
  contract: Contract,
  file: FormData | Blob,
  ...[options]: FileCallArgs<Contract>
): Promise<ContractResponse<Contract>> {
  const { params, signal } = (options ?? {}) as { params?: PathParams<Contract>; signal?: AbortSignal };
  return apiRequest<ContractResponse<Contract>>(pathOf(contract, params), {
    method: contract.method,
    body: file,
    ...(signal && { signal }),
  });
}

/** Saves the file a contract's endpoint answers, as downloadFile does, its path and query filled in. */
export function download<Contract extends ApiContract>(
  contract: Contract,
  options: CallOptions<Contract>,
  fallbackName: string,
  failMessage: string,
): Promise<void> {
  const { params, query } = looseOptions(options);
  return downloadFile(pathOf(contract, params), fallbackName, failMessage, query);
}
