/**
 * Small placeholder fixtures, each saying it is one, so that a drafted spec runs before anyone has
 * found real inputs. Text formats (and PDF) are valid files of their kind; other binary formats
 * (`.xlsx`, `.png`, …) are a text file under that name, and `real` says so for the spec's TODO.
 */
export interface Placeholder {
  name: string;
  content: string;
  /** Whether the content is a valid file of the format its name says. */
  real: boolean;
}

export const PLACEHOLDER_MARK = 'caliper init placeholder';

export function placeholder(name: string): Placeholder {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const say = `${PLACEHOLDER_MARK}: replace ${name} with a small real one`;
  const text = (content: string): Placeholder => ({ name, content, real: true });
  switch (ext) {
    case 'csv':
      return text(`note,value\n${say},0\n`);
    case 'tsv':
      return text(`note\tvalue\n${say}\t0\n`);
    case 'json':
      return text(`${JSON.stringify({ note: say }, null, 2)}\n`);
    case 'jsonl':
      return text(`${JSON.stringify({ note: say })}\n`);
    case 'yaml':
    case 'yml':
      return text(`# ${say}\nnote: placeholder\n`);
    case 'md':
      return text(`<!-- ${say} -->\n# Placeholder\n\nThis file stands in for the real ${name}.\n`);
    case 'txt':
    case 'log':
    case 'ini':
    case 'toml':
    case 'sql':
      return text(`${ext === 'sql' ? '--' : '#'} ${say}\n`);
    case 'html':
    case 'htm':
      return text(
        `<!-- ${say} -->\n<!doctype html>\n<title>Placeholder</title>\n<p>This ` +
          `file stands in for the real ${name}.</p>\n`,
      );
    case 'xml':
    case 'svg':
      return text(`<?xml version="1.0"?>\n<!-- ${say} -->\n<placeholder/>\n`);
    case 'pdf':
      return text(onePagePdf(say));
    default:
      return { name, content: `${say}. This is a text file, not a real .${ext} file.\n`, real: false };
  }
}

/** A one-page PDF showing `line` (ASCII, no parentheses or backslashes: the caller's file name rule). */
function onePagePdf(line: string): string {
  const stream = `BT /F1 12 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f ` +
    `\n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
