/**
 * Test fixtures for uploads (module files and admin-files): real images made with sharp, a minimal DOCX and old-Office file, a
 * multipart body builder, and a walk of the uploads folder (to prove nothing was stored).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A solid-colour image of `width`x`height` in `format`, optionally with an EXIF copyright. */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'gif' | 'webp' = 'jpeg',
  exif?: string,
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  if (exif) image = image.withExif({ IFD0: { Copyright: exif, ImageDescription: exif } });
  return image.toFormat(format).toBuffer();
}

/** A ZIP of stored (uncompressed) entries: local headers only, which is what detection reads. */
function zip(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(header, Buffer.from(name), data);
  }
  return Buffer.concat(parts);
}

/** The smallest file that content detection takes for a Word document (OOXML). */
export function makeDocx(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<w:document/>',
  });
}

/** A Compound File Binary header (old .doc/.xls, but also .msi): 512 bytes. */
export function makeCfb(): Buffer {
  const out = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out);
  out.writeUInt16LE(0x3e, 24);
  out.writeUInt16LE(0x3, 26);
  out.writeUInt16LE(0xfffe, 28);
  return out;
}

/** A minimal PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart/form-data body with one file part (and optional text fields before it). */
export function multipart(
  field: string,
  filename: string,
  data: Buffer,
  contentType = 'application/octet-stream',
  fields: Record<string, string> = {},
) {
  const boundary = `----epp${randomBytes(8).toString('hex')}`;
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  pieces.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(pieces),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under `dir` (relative paths), recursively; [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}
