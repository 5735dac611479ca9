/**
 * Certificate PDFs: CPU and memory per certificate, with 20 rendered at once (the certificate download's
 * renderer, `renderCertificatePdf`: Inter subsets embedded, the QR code drawn as a path). Prints figures,
 * asserts nothing.
 *
 *   npm run certificates -w @classwise/bench [-- --batches 10 --concurrency 20]
 *   node --expose-gc --import tsx bench/certificates.ts     # also the heap per certificate after a collection
 *
 * The download adds one lookup by the number's unique index to this (a single index probe whatever the
 * size of the certificates table), so the figures hold on the 100k seed as on an empty database.
 */
import { parseArgs } from "node:util";
import { renderCertificatePdf } from "@classwise/api";
import { formatMs } from "./common.js";

const { values: args } = parseArgs({
  options: {
    batches: { type: "string", default: "10" },
    concurrency: { type: "string", default: "20" },
  },
});
const batches = Number(args.batches);
const concurrency = Number(args.concurrency);

// Names and titles of several scripts and lengths, so runs embed one to four subsets of Inter.
const NAMES = ["Ada Lovelace", "Zoë Šťastná", "Иван Петров", "Νίκος Παπαδόπουλος", "Nguyễn Thị Minh Khai"];
const TITLES = [
  "Modern Web Development with TypeScript and React",
  "Watercolour for beginners",
  "Statistics you can use: from spreadsheets to confident decisions in a working week",
];

function content(index: number) {
  const number = `CW-${String(index)
    .padStart(16, "2")
    .replace(/[01]/g, "2")
    .replace(/(.{4})(?=.)/g, "$1-")}`;
  return {
    number,
    studentName: NAMES[index % NAMES.length] ?? "",
    classTitle: TITLES[index % TITLES.length] ?? "",
    teacherName: "Grace Hopper",
    issuedAt: new Date(),
    verifyUrl: `https://classwise.example/certificates/${number}`,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;

// The first certificate reads and parses the fonts (once per process).
const coldCpu = process.cpuUsage();
const coldStart = performance.now();
await renderCertificatePdf(content(0));
const coldMs = performance.now() - coldStart;
const coldCpuMs = (process.cpuUsage(coldCpu).user + process.cpuUsage(coldCpu).system) / 1000;
gc?.();
const baselineRss = process.memoryUsage().rss;
const baselineHeap = process.memoryUsage().heapUsed;

let bytes = 0;
let peakRss = baselineRss;
let peakHeapDelta = 0;
const batchMs: number[] = [];
const cpuStart = process.cpuUsage();
for (let batch = 0; batch < batches; batch++) {
  const start = performance.now();
  // Sampled as each certificate finishes: the documents of the batch still in flight are alive then.
  const pdfs = await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      const pdf = await renderCertificatePdf(content(batch * concurrency + i + 1));
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeapDelta = Math.max(peakHeapDelta, now.heapUsed - baselineHeap);
      return pdf;
    }),
  );
  batchMs.push(performance.now() - start);
  for (const pdf of pdfs) bytes += pdf.length;
}
const cpu = process.cpuUsage(cpuStart);
const count = batches * concurrency;
const cpuMs = (cpu.user + cpu.system) / 1000;
const maxRss = process.resourceUsage().maxRSS * 1024;
batchMs.sort((a, b) => a - b);

console.log(`certificate PDFs: ${count} in ${batches} batches of ${concurrency} at once`);
console.log(`  first certificate (fonts read and parsed): ${formatMs(coldMs)} wall, ${formatMs(coldCpuMs)} CPU`);
console.log(`  CPU per certificate: ${formatMs(cpuMs / count)} (user ${formatMs(cpu.user / 1000 / count)})`);
console.log(`  a batch of ${concurrency}: median ${formatMs(batchMs[Math.floor(batchMs.length / 2)] ?? 0)} wall`);
console.log(`  PDF size: ${(bytes / count / 1024).toFixed(1)} KB on average`);
console.log(
  `  memory: RSS ${mb(baselineRss)} before, ${mb(Math.max(peakRss, maxRss))} at the peak; ` +
    `${mb((Math.max(peakRss, maxRss) - baselineRss) / concurrency)} RSS per certificate in flight`,
);
console.log(
  `  heap: at most ${mb(peakHeapDelta)} above the baseline while ${concurrency} were in flight ` +
    `(${mb(peakHeapDelta / concurrency)} per certificate)${gc ? "" : "; run with --expose-gc for a settled baseline"}`,
);
