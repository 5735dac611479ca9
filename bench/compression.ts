/**
 * `npm run compression -w @classwise/bench`: CPU per response of the compression settings a dynamic JSON
 * answer can get (a catalogue page of ten classes, about 7 KB), and the bytes each sends. Figures only.
 */
import zlib from "node:zlib";

const item = (i: number) => ({
  _id: `0000${i}-5c1a-4b8e-9f3d-2a7e6c1b9d40`,
  title: `The Complete Data Engineering Bootcamp ${i}`,
  image: "/uploads/demo/data-science-1.webp",
  price: 49.99,
  description:
    "Learn data pipelines, warehousing and orchestration with hands-on projects that mirror real teams. ".repeat(3),
  teacherName: "Grace Hopper",
  teacherEmail: "grace@example.com",
  teacherUid: `1111${i}-5c1a-4b8e-9f3d-2a7e6c1b9d40`,
  status: "approved",
  createdAt: "2026-03-14T10:00:00.000Z",
  updatedAt: "2026-03-14T10:00:00.000Z",
  enrolledCount: 120 + i,
});
const body = JSON.stringify({
  success: true,
  classes: Array.from({ length: 10 }, (_, i) => item(i)),
  totalClasses: 85000,
  totalPages: 8500,
});
const { BROTLI_PARAM_QUALITY: Q, BROTLI_PARAM_LGWIN: W } = zlib.constants;
const settings: [string, () => Buffer][] = [
  ["brotli quality 4, default window (before)", () => zlib.brotliCompressSync(body, { params: { [Q]: 4 } })],
  ["brotli quality 4, 256 KiB window (now)", () => zlib.brotliCompressSync(body, { params: { [Q]: 4, [W]: 18 } })],
  ["brotli quality 1", () => zlib.brotliCompressSync(body, { params: { [Q]: 1 } })],
  ["gzip level 6", () => zlib.gzipSync(body, { level: 6 })],
];
console.log(`JSON body: ${body.length} bytes`);
for (const [name, compress] of settings) {
  for (let i = 0; i < 300; i++) compress();
  const runs = 3000;
  const before = process.cpuUsage();
  let size = 0;
  for (let i = 0; i < runs; i++) size = compress().length;
  const used = process.cpuUsage(before);
  console.log(`${name.padEnd(44)} ${((used.user + used.system) / runs / 1000).toFixed(3)} ms CPU  ${size} bytes`);
}
