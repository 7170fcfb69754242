/** A CSV that cannot be read, with the 1-based line where reading stopped. */
export class CsvError extends Error {
  override name = 'CsvError';
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF (a bare LF or CR is accepted too),
 * fields in double quotes may hold commas, line breaks and doubled quotes (""). A byte-order mark
 * is dropped; a last empty line is not a record. Quotes inside an unquoted field are refused, as is
 * text after a closing quote: both mean the writer meant something other than what was written.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldWasQuoted = false;
  let line = 1;
  let quoteLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = '';
    fieldWasQuoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        const next = text[i + 1];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvError(`line ${line}: text after a closing quote (write a quote inside a quoted field as "")`, line);
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '' || fieldWasQuoted) throw new CsvError(`line ${line}: a quote inside an unquoted field (put the whole field in quotes and double the quote)`, line);
      quoted = true;
      fieldWasQuoted = true;
      quoteLine = line;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
    } else {
      field += char;
    }
    i += 1;
  }
  if (quoted) throw new CsvError(`line ${quoteLine}: a quoted field is never closed`, quoteLine);
  // The last record has no line break after it, unless the text ended with one.
  if (field !== '' || fieldWasQuoted || record.length > 0) endRecord();
  return records;
}
