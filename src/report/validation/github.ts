import type { Diagnostic } from '../../skills/diagnostic.js';

/** GitHub workflow commands (`::error file=…,line=…::…`), which the runner turns into annotations. */
export function formatGithub(diagnostics: readonly Diagnostic[], pathPrefix: string): string {
  return diagnostics
    .map((d) => {
      const props = [`file=${escapeProperty(joinPath(pathPrefix, d.file))}`];
      if (d.line !== undefined) props.push(`line=${d.line}`);
      props.push(`title=${escapeProperty(`caliper ${d.rule}`)}`);
      return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(d.message)}\n`;
    })
    .join('');
}

export function joinPath(prefix: string, file: string): string {
  return prefix === '' || prefix === '.' ? file : `${prefix.replace(/\/+$/, '')}/${file}`;
}

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
