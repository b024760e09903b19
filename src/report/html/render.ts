import { createRedactor } from '../../util/redact.js';
import { REPORT_SCRIPT } from './clientScript.js';
import type { ReportData } from './model.js';
import { REPORT_CSS } from './style.js';

/** No network at all: the page's own inline style and script, and data: images; nothing else loads. */
export const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src " +
  "'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/**
 * The data as JSON inside `<script type="application/json">`: `<` is written \u003c so no string in it
 * (`</script>`, `<!--`) can end the element or open markup; the parser sees one text node.
 */
export function embedJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * One self-contained HTML file: the only markup is this fixed shell, everything else is drawn from the
 * data as text. A saved file like any other, so its data goes through the one redactor (the Action
 * uploads it from jobs that hold tokens); the trend images are caliper's own drawings of counts.
 */
export function renderReport(raw: ReportData, env: NodeJS.ProcessEnv = process.env): string {
  const redactor = createRedactor({ env });
  const data: ReportData = {
    ...redactor.value({ ...raw, trends: [] }),
    trends: raw.trends.map((t) => ({ ...redactor.value({ ...t, image: '' }), image: t.image })),
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>caliper report</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<main id="report"><noscript>This report draws itself with JavaScript;
the data is in the script element below and in results.json.</noscript></main>
<script id="caliper-data" type="application/json">${embedJson(data)}</script>
<script>${REPORT_SCRIPT}</script>
</body>
</html>
`;
}
