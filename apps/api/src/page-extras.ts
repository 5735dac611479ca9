import type { Db } from "@classwise/db/client";
import {
  CATALOGUE_DEFAULT_PAGE_SIZE,
  type ClassListResponse,
  classContracts,
  pageAnswerKey,
  paths,
  SESSION_CHECK_URL,
  type SessionCheckAnswer,
} from "@classwise/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessionUser } from "./modules/auth/session.js";
import { pageLinkHints, picturePreload } from "./modules/classes/service.js";
import type { PageExtras } from "./plugins/static.js";

/** The catalogue's first page as the web app asks for it: GET /api/classes with the starting page and size. */
const CATALOGUE_FIRST_PAGE_URL = `/api${classContracts.list.path}?${new URLSearchParams({
  page: "1",
  limit: String(CATALOGUE_DEFAULT_PAGE_SIZE),
  status: "approved",
})}`;

/**
 * The catalogue's first page exactly as its endpoint answers a visitor, through the public cache (a hit costs
 * no database read), or undefined when it does not answer it.
 */
async function catalogueFirstPage(app: FastifyInstance): Promise<ClassListResponse | undefined> {
  const response = await app.inject({ method: "GET", url: CATALOGUE_FIRST_PAGE_URL });
  return response.statusCode === 200 ? (response.json() as ClassListResponse) : undefined;
}

/**
 * What a page the browser draws itself comes with (docs/decisions/0048-page-answers.md), so that its first
 * screen needs no request after the scripts:
 * - the session check's answer (who is signed in), on every such page;
 * - on the catalogue as first opened (nothing in its address after the path), its first page, and its first
 *   class's picture to preload;
 * - on a public class's details page, its picture to preload.
 */
export async function pageExtras(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  pathname: string,
  search: string,
): Promise<PageExtras> {
  const catalogue = pathname === paths.allClasses && search === "";
  const [user, firstPage, hints] = await Promise.all([
    sessionUser(app, request),
    catalogue ? catalogueFirstPage(app) : undefined,
    pageLinkHints(db, pathname),
  ]);
  const answers: Record<string, unknown> = { [SESSION_CHECK_URL]: { user } satisfies SessionCheckAnswer };
  const personal = user !== null;
  if (!firstPage) return { hints, answers, personal };
  answers[pageAnswerKey(CATALOGUE_FIRST_PAGE_URL)] = firstPage;
  return { hints: [...hints, ...picturePreload(firstPage.classes[0]?.image)], answers, personal };
}
