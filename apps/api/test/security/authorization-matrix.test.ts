import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers/index.js";
import { actualOutcome, expectedOutcome, renderTable, routeKey, targetsOf } from "./authorization-matrix.js";
import { scanResponse } from "./exposure.js";
import { ROUTE_SPECS } from "./route-specs.js";
import { buildWorld, PRINCIPALS, type World } from "./world.js";

const SECURITY_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs/security.md");
const START = "<!-- authorization-matrix:start -->";
const END = "<!-- authorization-matrix:end -->";

describe("authorization matrix: every registered route x every principal, own and foreign objects", () => {
  let ctx: TestContext;
  let world: World;
  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildWorld(ctx);
  }, 120_000);
  afterAll(async () => ctx.close());

  it("has a committed expected outcome, derived from the policy module, for every route Fastify registered", () => {
    const routes = [...ctx.app.apiRoutes].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
    const missing = routes.filter((route) => !ROUTE_SPECS[routeKey(route)]).map(routeKey);
    expect(missing, "routes without a request in route-specs.ts").toEqual([]);
    const stale = Object.keys(ROUTE_SPECS).filter((key) => !routes.some((route) => routeKey(route) === key));
    expect(stale, "specs of routes that no longer exist").toEqual([]);
    const table = renderTable(routes, ROUTE_SPECS);
    const doc = fs.readFileSync(SECURITY_DOC, "utf8");
    const committed = doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END)).trim();
    if (process.env.UPDATE_SECURITY_TABLE === "1" && committed !== table) {
      const before = doc.slice(0, doc.indexOf(START) + START.length);
      fs.writeFileSync(SECURITY_DOC, `${before}\n${table}\n${doc.slice(doc.indexOf(END))}`);
      return;
    }
    expect(committed, "docs/security.md differs from the policy: run with UPDATE_SECURITY_TABLE=1").toBe(table);
  });

  it("answers every call as the table says and leaks nothing", async () => {
    const unexpected: string[] = [];
    let allows = 0;
    let denies = 0;
    let calls = 0;
    const exposures: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      const spec = ROUTE_SPECS[routeKey(route)];
      if (!spec) continue;
      for (const principal of PRINCIPALS) {
        for (const target of targetsOf(spec)) {
          const expected = expectedOutcome(route, spec, principal, target);
          const res = await world.inject(principal, await spec.request(world, principal, target));
          calls++;
          const actual = actualOutcome(res.statusCode, expected === "public");
          if (actual !== expected) {
            if (actual === "ok") allows++;
            else denies++;
            unexpected.push(
              `${routeKey(route)} as ${principal} (${target}): ${actual} (${res.statusCode}), expected ${expected}`,
            );
          }
          exposures.push(...scanResponse(world, principal, routeKey(route), res.body));
        }
      }
    }
    console.log(
      `authorization matrix: ${ctx.app.apiRoutes.length} routes x ${PRINCIPALS.length} principals = ${calls} calls; ` +
        `${allows} unexpected allows, ${denies} unexpected denies; exposure scan: ${exposures.length} findings`,
    );
    expect([...unexpected, ...exposures]).toEqual([]);
    // About a minute alone; CI runs the PostgreSQL stage beside the browser suite on two cores, where it has
    // taken over five.
  }, 600_000);
});
