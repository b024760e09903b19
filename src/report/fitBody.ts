/**
 * A section body cut to fit `limit` characters: the body itself when it fits, else its first whole
 * lines and a pointer to the job summary. Never cut inside a line, so never inside a table row, a
 * code span or a link.
 */
export function fitBody(body: string, limit: number): string {
  if (body.length <= limit) return body;
  const note = '\n\n…cut to fit; the whole section is in the job summary.\n';
  const cut = body.lastIndexOf('\n', Math.max(0, limit - note.length));
  return `${cut > 0 ? body.slice(0, cut) : ''}${note}`;
}
