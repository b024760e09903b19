import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The source files a module loads when it starts: its static, value (not `import type`) imports, followed
 * transitively inside src/. Dynamic `import()` is left out: that is how a command defers the eval engine.
 */
export function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [path.resolve(entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of valueImports(file)) {
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
      if (existsSync(target)) stack.push(target);
    }
  }
  return seen;
}

/** The specifiers of a file's runtime imports and re-exports. */
export function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const s of source.statements) {
    if (ts.isImportDeclaration(s)) {
      const clause = s.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) out.push((s.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(s) && s.moduleSpecifier && !s.isTypeOnly) {
      out.push((s.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}
