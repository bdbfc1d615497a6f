import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { placeholderPortrait } from '../db/seed/avatar.js';
import { bearer, type Envelope } from './http.js';

export const pngBytes = () => placeholderPortrait('#ffffff', '#000000', 16);
/** A real 16 × 12 JPEG (one colour), small enough to write out: uploads are decoded in full, so it must be one. */
export const jpegBytes = () =>
  Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAPpd/9k=',
    'base64',
  );

/** A picture's decoded pixels: an upload is stored decoded and encoded anew, so the same picture, not the same bytes. */
export const pixelsOf = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();

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

/** A small PDF with the parts an upload is checked for: the header, one page, and the end-of-file marker. */
export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

export async function uploadPdf(app: FastifyInstance, token: string | null, bytes: Buffer, filename = 'release.pdf', contentType = 'application/pdf') {
  const { payload, headers } = multipartBody('file', filename, contentType, bytes);
  const res = await app.inject({ method: 'POST', url: '/api/upload-pdf', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
  return { status: res.statusCode, body: res.json() as Envelope<string> };
}
