/** @jest-environment node */
import { formatFileSize } from './file-size';

describe('file sizes', () => {
  it.each([
    [0, '0 bytes'],
    [812, '812 bytes'],
    [20 * 1024, '20 KB'],
    [19_500, '19 KB'],
    [999 * 1024, '999 KB'],
    [1.4 * 1024 * 1024, '1.4 MB'],
    [2 * 1024 * 1024, '2 MB'],
    [12.6 * 1024 * 1024, '13 MB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
