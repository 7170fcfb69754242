import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv';

describe('parseCsv (RFC 4180)', () => {
  it('reads plain records separated by CRLF, LF or CR, with or without a last line break', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps empty fields, first, middle and last', () => {
    expect(parseCsv(',x,,\n')).toEqual([['', 'x', '', '']]);
  });

  it('reads quoted fields holding commas, line breaks and doubled quotes', () => {
    expect(parseCsv('title,description\r\n"Cube, small","Line one\r\nsays ""hi"""\r\n')).toEqual([
      ['title', 'description'],
      ['Cube, small', 'Line one\r\nsays "hi"'],
    ]);
  });

  it('reads an empty quoted field and a quoted last field without a line break', () => {
    expect(parseCsv('"",""')).toEqual([['', '']]);
  });

  it('drops a byte-order mark and keeps Unicode as it is', () => {
    expect(parseCsv('\ufefftitle\nगणेश')).toEqual([['title'], ['गणेश']]);
  });

  it('answers no records for empty text', () => {
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses a quoted field that is never closed, naming the line it opened on', () => {
    expect(() => parseCsv('a,b\n1,"open\nmore')).toThrow(new CsvError('line 2: a quoted field is never closed', 2));
  });

  it('refuses text after a closing quote and a quote inside an unquoted field', () => {
    expect(() => parseCsv('"a"b,c')).toThrow(/line 1: text after a closing quote/);
    expect(() => parseCsv('x,\ny"z\n')).toThrow(/line 2: a quote inside an unquoted field/);
  });

  it('counts lines inside quoted fields when naming a later problem', () => {
    expect(() => parseCsv('"one\ntwo",x\nbad"quote')).toThrow(/line 3:/);
  });
});
