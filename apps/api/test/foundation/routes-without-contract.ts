/**
 * The routes not declared from a contract of packages/shared (docs/decisions/0044-endpoint-contracts.md): the
 * identity service's wildcard, whose endpoints are the library's own. A new route comes with its contract
 * instead of a line here.
 */
export const ROUTES_WITHOUT_CONTRACT: string[] = ["GET /api/auth/*", "POST /api/auth/*"];
