import { disableComments } from '../config/disableComments.js';
import { diagnostic, type Diagnostic } from '../diagnostic.js';
import { RULE_IDS } from '../rules.js';
import { closest } from '../../util/suggest.js';

const KNOWN: ReadonlySet<string> = new Set(RULE_IDS);

/**
 * A `caliper-disable` comment naming a rule caliper does not have silences nothing: the finding the
 * author meant to silence stays, or a typo hides that the comment is dead.
 */
export function checkDisableComments(file: string, text: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const comment of disableComments(text)) {
    for (const id of comment.ids.filter((i) => !KNOWN.has(i))) {
      const guess = closest(id, RULE_IDS);
      out.push(
        diagnostic(
          'disable-comment-unknown-rule',
          file,
          `\`caliper-disable${comment.scope === 'next-line' ? '-next-line' : ''}\` ` +
            `names \`${id}\`, which is not a caliper rule, so it silences nothing. ` +
            `${guess ? `Did you mean \`${guess}\`?` : 'The rule ids are listed in docs/rules.md.'}`,
          { line: comment.line },
        ),
      );
    }
  }
  return out;
}
