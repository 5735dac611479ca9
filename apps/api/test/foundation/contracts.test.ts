import { type ApiContract, apiContracts } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers/index.js";
import { ROUTES_WITHOUT_CONTRACT } from "./routes-without-contract.js";

const contracts: [string, ApiContract][] = Object.entries(apiContracts).flatMap(([feature, group]) =>
  Object.entries(group).map(([name, contract]): [string, ApiContract] => [`${feature}.${name}`, contract]),
);
const keyOf = (method: string, url: string) => `${method} ${url}`;

describe("endpoint contracts (docs/decisions/0044-endpoint-contracts.md)", () => {
  let ctx: TestContext;
  let registered: Set<string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    registered = new Set(ctx.app.apiRoutes.map((route) => keyOf(route.method, route.url)));
  });
  afterAll(async () => ctx.close());

  it("names each endpoint once", () => {
    const keys = contracts.map(([, contract]) => keyOf(contract.method, contract.path));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has every contract registered as a route, with its method and path", () => {
    const unregistered = contracts
      .filter(([, contract]) => !registered.has(keyOf(contract.method, `/api${contract.path}`)))
      .map(([name, contract]) => `${name}: ${keyOf(contract.method, contract.path)}`);
    expect(unregistered).toEqual([]);
  });

  it("has a contract for every route but those of the modules still to convert", () => {
    const contracted = new Set(contracts.map(([, contract]) => keyOf(contract.method, `/api${contract.path}`)));
    const pending = new Set(ROUTES_WITHOUT_CONTRACT);
    const missing = [...registered].filter((key) => !contracted.has(key) && !pending.has(key)).sort();
    expect(missing, "declare these routes from a contract of packages/shared/src/contracts").toEqual([]);
    const stale = ROUTES_WITHOUT_CONTRACT.filter((key) => contracted.has(key) || !registered.has(key));
    expect(stale, "routes listed as without a contract that have one, or no longer exist").toEqual([]);
  });
});
