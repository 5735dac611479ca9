import path from "node:path";
import { parseArgs } from "node:util";
import { CliError, formatCount, formatSeconds, openCliDatabase, runCli } from "@classwise/db/cli";
import { databaseLocation } from "@classwise/db/location";
import { createSeed } from "./generator.js";
import { ensureDemoImages } from "./images.js";
import { DatabaseNotEmptyError, type LoadResult, loadSeed } from "./load.js";
import { hashSeedPassword } from "./password.js";
import { type SeedOptions, SeedPlanError } from "./plan.js";
import { countsLine, progressPrinter, summaryLines } from "./report.js";
import { countSeedTables } from "./tables.js";
import { DEFAULT_BATCH_SIZE } from "./writer.js";

const DEFAULT_PASSWORD = "classwise-seed";

const USAGE = `Fill the database with generated, realistic data (same --seed, same data).

Usage: npm run seed -- [options]

  --users N          users in total (default 1000): about 10% teachers, 1 admin per 5000, the rest students
  --classes N        classes (default users / 2): 85% approved, 10% pending, 5% rejected
  --enrolments N     paid enrolments, each with its sandbox payment (default users x 5)
  --teachers N  --admins N  --pending N  --rejected N
  --applications N   teacher applications (default: one approved per teacher + 2% of students)
  --assignments N    assignments (default 1.5 per approved class)
  --submissions N    submissions (default 45% of the possible assignment x student pairs)
  --evaluations N    evaluations (default 35% of enrolments)
  --lessons A-B      lessons per class, fewest to most (default 6-10); students complete the first ones
  --seed S           random seed (default 1)
  --password P       password of every seeded user (default "${DEFAULT_PASSWORD}")
  --reset            empty every product table first (required when the database has users)
  --batch-size N     rows per INSERT statement (default ${DEFAULT_BATCH_SIZE})
  --keep-indexes     insert with every index in place instead of rebuilding them after the load

Numbers accept k and m suffixes: --users 200k --enrolments 1m.
Works on DATABASE_URL when set, otherwise on the embedded database in DATA_DIR (stop the server first).`;

const COUNT_FLAGS = [
  "users",
  "classes",
  "enrolments",
  "teachers",
  "admins",
  "pending",
  "rejected",
  "applications",
  "assignments",
  "submissions",
  "evaluations",
  "seed",
  "batch-size",
] as const;

/** "200k" -> 200000, "1m" -> 1000000, "1_000" -> 1000. */
export function parseCount(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(value.replaceAll("_", "").trim());
  const scale = match?.[2]?.toLowerCase() === "m" ? 1_000_000 : match?.[2]?.toLowerCase() === "k" ? 1000 : 1;
  const result = match ? Math.round(Number(match[1]) * scale) : Number.NaN;
  if (!Number.isSafeInteger(result) || result < 0)
    throw new CliError(`--${flag} needs a whole number (got "${value}")`);
  return result;
}

/** "3-8" -> [3, 8]; a single number means exactly that many. */
export function parseRange(flag: string, value: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(value.trim());
  const low = Number(match?.[1]);
  const high = match?.[2] === undefined ? low : Number(match[2]);
  if (!match || high < low || high > 200) throw new CliError(`--${flag} needs a range such as 6-10 (got "${value}")`);
  return [low, high];
}

function readOptions(argv: string[]) {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        ...Object.fromEntries(COUNT_FLAGS.map((flag) => [flag, { type: "string" as const }])),
        password: { type: "string" },
        lessons: { type: "string" },
        reset: { type: "boolean" },
        "keep-indexes": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const n = (flag: (typeof COUNT_FLAGS)[number]) => parseCount(flag, values[flag] as string | undefined);
  const users = n("users") ?? 1000;
  const seedOptions: SeedOptions = {
    seed: n("seed") ?? 1,
    users,
    classes: n("classes") ?? Math.round(users / 2),
    enrolments: n("enrolments") ?? users * 5,
    teachers: n("teachers"),
    admins: n("admins"),
    pendingClasses: n("pending"),
    rejectedClasses: n("rejected"),
    applications: n("applications"),
    assignments: n("assignments"),
    submissions: n("submissions"),
    evaluations: n("evaluations"),
    ...(values.lessons === undefined ? {} : { lessonRange: parseRange("lessons", values.lessons as string) }),
  };
  return {
    help: values.help === true,
    reset: values.reset === true,
    password: (values.password as string | undefined) ?? DEFAULT_PASSWORD,
    batchSize: Math.max(1, n("batch-size") ?? DEFAULT_BATCH_SIZE),
    keepIndexes: values["keep-indexes"] === true,
    seedOptions,
  };
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  let seed: ReturnType<typeof createSeed>;
  try {
    seed = createSeed(options.seedOptions, await hashSeedPassword(options.password));
  } catch (error) {
    if (error instanceof SeedPlanError) throw new CliError(error.message);
    throw error;
  }
  const { plan, expected } = seed;
  const location = databaseLocation();
  const { database, where } = await openCliDatabase(2, location);
  try {
    const started = performance.now();
    console.log(`Seeding ${where} with seed ${plan.seed}.`);
    console.log(
      `Plan: ${formatCount(plan.users)} users (${plan.admins} admins, ${formatCount(plan.teachers)} teachers, ` +
        `${formatCount(plan.students)} students), ${formatCount(plan.classes)} classes ` +
        `(${formatCount(plan.approvedClasses)} approved), ${formatCount(expected.enrolments)} enrolments, ` +
        `${formatCount(expected.lessons)} lessons, ${formatCount(expected.lessonCompletions)} lesson completions, ` +
        `${formatCount(expected.assignments)} assignments, up to ${formatCount(expected.submissions)} submissions, ` +
        `${formatCount(expected.evaluations)} evaluations, ${formatCount(expected.teacherApplications)} applications.`,
    );
    for (const warning of plan.warnings) console.log(`Note: ${warning}`);

    const images = await ensureDemoImages(path.join(location.dataDir, "uploads"));
    console.log(`Demo images: ${images.created} written, ${images.existing} already present in ${images.directory}.`);
    if (options.reset) console.log("Reset: every product table is emptied in the same transaction.");

    let result: LoadResult;
    try {
      result = await loadSeed(database.db, seed, {
        reset: options.reset,
        batchSize: options.batchSize,
        deferIndexes: !options.keepIndexes,
        onProgress: progressPrinter(expected, console.log),
      });
    } catch (error) {
      if (error instanceof DatabaseNotEmptyError) throw new CliError(error.message);
      throw error;
    }
    console.log("");
    for (const line of summaryLines(result)) console.log(line);
    console.log(`\nIn the database now: ${countsLine(await countSeedTables(database.db))}.`);
    console.log(`Every seeded user signs in with the password "${options.password}".`);
    console.log(`Done in ${formatSeconds(performance.now() - started)}.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
