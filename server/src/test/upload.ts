import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { placeholderPortrait } from '../db/seed/avatar.js';
import { bearer, type Envelope } from './http.js';

export const pngBytes = () => placeholderPortrait('#ffffff', '#000000', 16);
export const jpegBytes = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]), randomBytes(64), Buffer.from([0xff, 0xd9])]);

/** A multipart/form-data body with one file part. */
export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadImage(app: FastifyInstance, token: string | null, bytes: Buffer, filename = 'photo.png', field = 'image', contentType = 'image/png') {
  const { payload, headers } = multipartBody(field, filename, contentType, bytes);
  const res = await app.inject({ method: 'POST', url: '/api/upload-image', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
  return { status: res.statusCode, body: res.json() as Envelope<string> };
}

/** The smallest file that is a PDF by its bytes. */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export async function uploadPdf(app: FastifyInstance, token: string | null, bytes: Buffer, filename = 'release.pdf', contentType = 'application/pdf') {
  const { payload, headers } = multipartBody('file', filename, contentType, bytes);
  const res = await app.inject({ method: 'POST', url: '/api/upload-pdf', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
  return { status: res.statusCode, body: res.json() as Envelope<string> };
}
