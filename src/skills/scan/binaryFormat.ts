/** File formats a skill ships as assets (images, fonts, documents, archives), by their first bytes. */
const SIGNATURES: readonly { name: string; at?: number; bytes: readonly number[] | string }[] = [
  { name: 'a PNG image', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { name: 'a JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { name: 'a GIF image', bytes: 'GIF8' },
  { name: 'a WebP image', at: 8, bytes: 'WEBP' },
  { name: 'a TIFF image', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { name: 'a TIFF image', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { name: 'an icon', bytes: [0x00, 0x00, 0x01, 0x00] },
  { name: 'a PDF document', bytes: '%PDF-' },
  { name: 'a ZIP archive (or an Office document, a JAR)', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: 'a gzip archive', bytes: [0x1f, 0x8b] },
  { name: 'a bzip2 archive', bytes: 'BZh' },
  { name: 'an xz archive', bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { name: 'a 7-Zip archive', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { name: 'a tar archive', at: 257, bytes: 'ustar' },
  { name: 'a TrueType font', bytes: [0x00, 0x01, 0x00, 0x00] },
  { name: 'an OpenType font', bytes: 'OTTO' },
  { name: 'a TrueType collection', bytes: 'ttcf' },
  { name: 'a WOFF font', bytes: 'wOFF' },
  { name: 'a WOFF2 font', bytes: 'wOF2' },
  { name: 'a RIFF file (WAV audio, AVI video)', bytes: 'RIFF' },
  { name: 'an Ogg stream', bytes: 'OggS' },
  { name: 'an MP3 file', bytes: 'ID3' },
  { name: 'an MP4 or QuickTime file', at: 4, bytes: 'ftyp' },
  { name: 'a SQLite database', bytes: 'SQLite format 3\u0000' },
  { name: 'an ELF executable', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { name: 'a WebAssembly module', bytes: [0x00, 0x61, 0x73, 0x6d] },
  { name: 'a Java class file', bytes: [0xca, 0xfe, 0xba, 0xbe] },
];

/** What binary format these bytes begin as (`a PNG image`), or undefined for none caliper knows. */
export function binaryFormat(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => {
    const expected = typeof s.bytes === 'string' ? Buffer.from(s.bytes, 'latin1') : Buffer.from(s.bytes);
    const at = s.at ?? 0;
    return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
  })?.name;
}
