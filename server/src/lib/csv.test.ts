import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CSV_BOM, csvCell, csvRow } from './csv.js';

describe('csv', () => {
  test('the byte-order mark is UTF-8’s, so spreadsheets read Urdu right', () => {
    assert.deepEqual([...Buffer.from(CSV_BOM, 'utf8')], [0xef, 0xbb, 0xbf]);
  });

  test('quotes every cell and doubles the quotes inside it', () => {
    assert.equal(csvCell('Hamza "Hami" Sheikh'), '"Hamza ""Hami"" Sheikh"');
    assert.equal(csvCell('""'), '""""""');
  });

  test('keeps commas and line breaks inside the quoted cell', () => {
    assert.equal(csvCell('Sheikh, Sons & Co.'), '"Sheikh, Sons & Co."');
    assert.equal(csvCell('Partner\nand founder\r\nin Lahore'), '"Partner\nand founder\r\nin Lahore"');
  });

  test('writes nothing for no value and numbers as they are', () => {
    assert.deepEqual([csvCell(null), csvCell(undefined), csvCell(''), csvCell(0), csvCell(1500)], ['""', '""', '""', '"0"', '"1500"']);
  });

  test('leaves Urdu text as it is', () => {
    assert.equal(csvCell('عائشہ صدیقی'), '"عائشہ صدیقی"');
  });

  test('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const [value, cell] of [
      ['=1+1', `"'=1+1"`],
      ['+92 300 1234567', `"'+92 300 1234567"`],
      ['-5', `"'-5"`],
      ['@SUM(A1)', `"'@SUM(A1)"`],
      ['\t=1', `"'\t=1"`],
      ['\r=1', `"'\r=1"`],
      ['  =1', `"'  =1"`],
      ['\uFF1D1', `"'\uFF1D1"`],
      ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ]) {
      assert.equal(csvCell(value), cell, JSON.stringify(value));
    }
    assert.equal(csvCell('a = b'), '"a = b"', 'a sign later in the text is no formula');
  });

  test('a row is its cells joined by commas and ended by CRLF', () => {
    assert.equal(csvRow(['a', null, 'b,c', 2]), '"a","","b,c","2"\r\n');
  });
});
