import type { ListedSkill } from '../../scripted-model/conversation.js';

// The `<available_skills>` listing pi, OpenCode, Gemini CLI and Copilot CLI put in the model's context.

export interface LocatedSkill extends ListedSkill {
  location: string;
}

/** `<skill><name>…</name><description>…</description><location>…</location></skill>` entries (XML-escaped). */
export function parseAvailableSkills(text: string): LocatedSkill[] {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(text)?.[1] ?? '';
  const field = (entry: string, name: string) =>
    unescapeXml(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(entry)?.[1]?.trim() ?? '');
  return [...block.matchAll(/<skill>([\s\S]*?)<\/skill>/g)].map((m) => ({
    name: field(m[1]!, 'name'),
    description: field(m[1]!, 'description'),
    location: field(m[1]!, 'location'),
  }));
}

function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
