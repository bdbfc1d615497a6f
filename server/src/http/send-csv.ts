// Every CSV download of the API: the same headers, the same answer in the API document, rows streamed as they are read.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvRow, type CsvCells } from '../lib/csv.js';
import { errorEnvelope } from './envelope.js';

/** The `response` of a CSV route's schema. */
export const csvAnswer = {
  200: { description: 'UTF-8 CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } },
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
} as const;

/**
 * Sends a spreadsheet: the header row, then each row as `rows` yields it (read in batches, so a long list never sits
 * whole in memory), as an attachment named `fileName` that no cache keeps.
 */
export function sendCsv(reply: FastifyReply, fileName: string, header: string[], rows: AsyncIterable<CsvCells>) {
  async function* lines() {
    yield CSV_BOM + csvRow(header);
    for await (const row of rows) yield csvRow(row);
  }
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]+/g, '-')}"`)
    .header('cache-control', 'no-store');
  // A HEAD request gets the headers alone: no row is read, so nothing is sent (nor audited as an export).
  if (reply.request.method === 'HEAD') return reply.send('');
  return reply.send(Readable.from(lines()));
}
