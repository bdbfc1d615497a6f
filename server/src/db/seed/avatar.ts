import { crc32, deflateSync } from 'node:zlib';

// A plain PNG encoder, enough to draw the demo members' placeholder portraits without an image library.
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

const hex = (color: string): Rgb => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as Rgb;

/** A head-and-shoulders silhouette on a coloured background, `size` pixels square. */
export function placeholderPortrait(background: string, figure: string, size = 192): Buffer {
  const bg = hex(background);
  const fg = hex(figure);
  const rows: Buffer[] = [];
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const head = (x - c) ** 2 + (y - size * 0.4) ** 2 < (size * 0.18) ** 2;
      const shoulders = y > size * 0.62 && (x - c) ** 2 / (size * 0.36) ** 2 + (y - size) ** 2 / (size * 0.38) ** 2 < 1;
      const [r, g, b] = head || shoulders ? fg : bg;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
