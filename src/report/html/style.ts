/** The report's stylesheet, inlined: the page loads nothing. Light and dark follow the reader's system. */
export const REPORT_CSS = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #fff; --panel: #f6f8fa; --line: #d1d9e0;
  --pass: #1a7f37; --fail: #cf222e; --error: #9a6700; --errbg: #fff8c5; --link: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d;
    --pass: #3fb950; --fail: #f85149; --error: #d29922; --errbg: #2e2a1a; --link: #4493f8; }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: var(--fg);
  background: var(--bg);
}
main { max-width: 1200px; margin: 0 auto; padding: 16px 20px 60px; }
h1 { font-size: 20px; margin: 4px 0 4px; }
h2 { font-size: 16px; margin: 24px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 14px; margin: 14px 0 6px; }
.meta, .muted { color: var(--muted); font-size: 12px; }
.note {
  background: var(--errbg);
  border: 1px solid var(--error);
  padding: 6px 10px;
  border-radius: 6px;
  margin: 6px 0;
}
table { border-collapse: collapse; width: 100%; margin: 4px 0 10px; font-size: 13px; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--panel); font-weight: 600; }
td.num { font-variant-numeric: tabular-nums; }
td { overflow-wrap: anywhere; }
.chips span { overflow-wrap: anywhere; }
details.trial > summary > span { overflow-wrap: anywhere; }
.sub { display: block; color: var(--muted); font-size: 12px; }
.regressed { color: var(--fail); font-weight: 600; }
.improved { color: var(--pass); font-weight: 600; }
.filters {
  position: sticky;
  top: 0;
  z-index: 2;
  background: var(--bg);
  border-bottom: 1px solid var(--line);
  padding: 8px 0;
  display: flex;
  gap: 14px;
  flex-wrap: wrap;
  align-items: center;
}
.filters label { display: inline-flex; gap: 6px; align-items: center; }
select { font: inherit; padding: 2px 4px; }
.group { border: 1px solid var(--line); border-radius: 8px; margin: 10px 0; padding: 8px 12px; }
.group-head { font-weight: 600; }
.cols { display: grid; grid-template-columns: 1fr; gap: 12px; }
.cols.two { grid-template-columns: 1fr 1fr; }
.cols > div, .body, .group { min-width: 0; }
.side-label {
  font-size: 12px;
  font-weight: 600;
  color: var(--muted);
  text-transform: uppercase;
  letter-spacing: .04em;
  margin-top: 6px;
}
details.trial { border-top: 1px solid var(--line); padding: 4px 0; scroll-margin-top: 56px; }
details.trial > summary { cursor: pointer; display: flex; gap: 8px; flex-wrap: wrap; align-items: baseline; }
.badge {
  display: inline-block;
  min-width: 44px;
  text-align: center;
  border-radius: 10px;
  padding: 0 8px;
  font-size: 12px;
  font-weight: 600;
  color: #fff;
}
.badge.pass { background: var(--pass); }
.badge.fail { background: var(--fail); }
.badge.error { background: var(--error); }
.permalink { color: var(--link); text-decoration: none; font-size: 12px; }
.body { padding: 6px 0 8px 14px; }
.kv { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; font-size: 13px; }
.kv dt { color: var(--muted); }
.kv dd { margin: 0; }
pre {
  background: var(--panel);
  border: 1px solid var(--line);
  border-radius: 6px;
  padding: 6px 8px;
  margin: 4px 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 360px;
  overflow: auto;
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
}
details.call { margin: 2px 0; }
details.call > summary {
  cursor: pointer;
  font-family: ui-monospace, monospace;
  font-size: 12px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
.ok { color: var(--pass); }
.bad { color: var(--fail); }
.none { color: var(--muted); }
.kv.listed dt.chosen { color: var(--pass); font-weight: 600; }
.desc-diff pre { margin: 2px 0; white-space: pre-wrap; }
.harness {
  background: var(--errbg);
  border: 1px solid var(--error);
  border-radius: 6px;
  padding: 6px 10px;
  margin: 6px 0;
}
.clipped { color: var(--muted); font-size: 12px; }
.chips span {
  display: inline-block;
  border: 1px solid var(--line);
  border-radius: 10px;
  padding: 0 8px;
  margin: 0 4px 2px 0;
  font-size: 12px;
}
.chips span.chosen { border-color: var(--pass); color: var(--pass); font-weight: 600; }
figure.trend { margin: 8px 0 14px; }
figure.trend img { max-width: 100%; border: 1px solid var(--line); border-radius: 6px; }
figcaption { font-weight: 600; margin-bottom: 4px; }
.target { outline: 2px solid var(--link); outline-offset: 2px; }
`;
