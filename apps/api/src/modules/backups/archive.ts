import type { FileHandle } from "node:fs/promises";
import fs from "node:fs/promises";

/**
 * A backup is one POSIX tar (ustar) file, so an operator can list and unpack it with `tar` alone. This writes
 * and reads the subset a backup uses: regular files, names split into prefix and name when longer than 100.
 */
const BLOCK = 512;

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  const cut = name.lastIndexOf("/", 155);
  const prefix = cut > 0 ? name.slice(0, cut) : "";
  const base = cut > 0 ? name.slice(cut + 1) : name;
  if (Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100)
    throw new Error(`name too long for tar: ${name}`);
  return { prefix, base };
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  const field = (offset: number, length: number, value: string) => block.write(value, offset, length, "utf8");
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, "0")}\0`);
  field(0, 100, base);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(mtime.getTime() / 1000));
  field(148, 8, "        ");
  field(156, 1, "0");
  field(257, 6, "ustar\0");
  field(263, 2, "00");
  field(345, 155, prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(148, 8, `${sum.toString(8).padStart(6, "0")}\0 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export class TarWriter {
  private constructor(private readonly handle: FileHandle) {}

  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await fs.open(file, "wx"));
  }

  async add(name: string, data: Uint8Array, mtime = new Date()): Promise<void> {
    await this.handle.write(header(name, data.byteLength, mtime));
    await this.handle.write(data);
    await this.handle.write(padding(data.byteLength));
  }

  /** Two empty blocks end the archive; the data reaches the disk before the file is closed. */
  async finish(): Promise<void> {
    await this.handle.write(Buffer.alloc(BLOCK * 2));
    await this.handle.sync();
    await this.handle.close();
  }

  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }
}

function readString(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

/** Calls `onEntry` for each regular file of the archive, in order, with its bytes. */
export async function readTar(file: string, onEntry: (name: string, data: Buffer) => Promise<void>): Promise<void> {
  const handle = await fs.open(file, "r");
  try {
    let position = 0;
    const block = Buffer.alloc(BLOCK);
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, position);
      if (bytesRead < BLOCK || block.every((byte) => byte === 0)) return;
      position += BLOCK;
      const size = Number.parseInt(readString(block, 124, 12).trim() || "0", 8);
      const prefix = readString(block, 345, 155);
      const base = readString(block, 0, 100);
      const type = readString(block, 156, 1);
      const data = Buffer.alloc(size);
      if (size > 0) await handle.read(data, 0, size, position);
      position += size + padding(size).byteLength;
      if (type === "0" || type === "") await onEntry(prefix ? `${prefix}/${base}` : base, data);
    }
  } finally {
    await handle.close();
  }
}
