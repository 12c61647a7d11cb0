// A streaming ZIP writer on Node's zlib: each entry is deflated as it is written, its CRC-32 and sizes follow it
// in a data descriptor, and the central directory closes the file. Enough for the files we generate (XLSX):
// UTF-8 names, no ZIP64, so no entry or archive may pass 4 GiB.
import fs from 'node:fs';
import { once } from 'node:events';
import zlib from 'node:zlib';

const MAX_SIZE = 0xffffffff;
/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

export interface ZipEntry {
  /** Appends text or bytes to the entry; resolves when the archive can take more. */
  write(chunk: string | Buffer): Promise<void>;
  /** Ends the entry (its data descriptor is written). */
  end(): Promise<void>;
}

export interface ZipWriter {
  /** Opens the next entry; entries are written one after the other, never two at once. */
  entry(name: string): ZipEntry;
  /** Writes a whole small entry. */
  add(name: string, content: string | Buffer): Promise<void>;
  /** Writes the central directory and closes the file. */
  close(): Promise<void>;
  /** Gives up: closes the file as it is (the caller deletes it). */
  abort(): void;
}

function dosTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export function createZipWriter(file: string, now = new Date()): ZipWriter {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const { time, day } = dosTime(now);
  const entries: Written[] = [];
  let offset = 0;
  let open = false;
  let failure: Error | null = null;
  out.on('error', (err) => (failure = err));

  async function put(bytes: Buffer): Promise<void> {
    if (failure) throw failure;
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  }

  /**
   * The fields a local header and a central directory record share, in the same order (version needed, flags,
   * method, time, date, CRC, sizes, name length), from `at`; a local header leaves CRC and sizes 0 (they follow
   * the data).
   */
  function shared(h: Buffer, at: number, e: Omit<Written, 'offset'>): void {
    h.writeUInt16LE(VERSION, at);
    h.writeUInt16LE(FLAGS, at + 2);
    h.writeUInt16LE(DEFLATE, at + 4);
    h.writeUInt16LE(time, at + 6);
    h.writeUInt16LE(day, at + 8);
    h.writeUInt32LE(e.crc, at + 10);
    h.writeUInt32LE(e.compressed, at + 14);
    h.writeUInt32LE(e.size, at + 18);
    h.writeUInt16LE(e.name.length, at + 22);
  }

  function localHeader(name: Buffer): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    shared(h, 4, { name, crc: 0, compressed: 0, size: 0 });
    return Buffer.concat([h, name]);
  }

  function entry(fileName: string): ZipEntry {
    if (open) throw new Error('zip: uma entrada por vez');
    open = true;
    const name = Buffer.from(fileName, 'utf8');
    const start = offset;
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = zlib.createDeflateRaw({ level: 1 });
    const pending: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => pending.push(chunk));
    const header = put(localHeader(name));

    async function flush(): Promise<void> {
      while (pending.length) {
        const chunk = pending.shift()!;
        compressed += chunk.length;
        await put(chunk);
      }
    }

    return {
      async write(chunk) {
        await header;
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        crc = zlib.crc32(bytes, crc);
        size += bytes.length;
        if (size > MAX_SIZE) throw new Error('zip: entrada maior que 4 GiB');
        if (!deflate.write(bytes)) await once(deflate, 'drain');
        await flush();
      },
      async end() {
        await header;
        const ended = once(deflate, 'end');
        deflate.end();
        await ended;
        await flush();
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(crc >>> 0, 4);
        descriptor.writeUInt32LE(compressed, 8);
        descriptor.writeUInt32LE(size, 12);
        await put(descriptor);
        if (offset > MAX_SIZE) throw new Error('zip: arquivo maior que 4 GiB');
        entries.push({ name, offset: start, crc: crc >>> 0, compressed, size });
        open = false;
      },
    };
  }

  return {
    entry,
    async add(name, content) {
      const e = entry(name);
      await e.write(content);
      await e.end();
    },
    async close() {
      const start = offset;
      for (const e of entries) {
        const h = Buffer.alloc(46);
        h.writeUInt32LE(0x02014b50, 0);
        h.writeUInt16LE(VERSION, 4); // made by
        shared(h, 6, e);
        h.writeUInt32LE(e.offset, 42);
        await put(Buffer.concat([h, e.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      await put(end);
      out.end();
      await once(out, 'close');
      if (failure) throw failure;
    },
    abort() {
      out.destroy();
    },
  };
}
