import { describe, expect, it } from '@jest/globals';
import { isCodexRequest, responsesAsChat } from '../../src/scripted-model/responsesAsChat.js';

describe("another CLI's request on the Responses API, as the Chat Completions request it means", () => {
  it(
    "pi's shape (role items without a type, parts of input_text, a " +
      'function call and its output) keeps every turn in order',
    () => {
      const chat = responsesAsChat({
        model: 'gpt-5.5',
        stream: true,
        tools: [
          { type: 'function', name: 'read' },
          { type: 'function', name: 'bash' },
        ],
        input: [
          { role: 'developer', content: 'You are pi. <available_skills>…</available_skills>' },
          { role: 'user', content: [{ type: 'input_text', text: 'Please greet the world' }] },
          { type: 'reasoning' },
          { type: 'function_call', call_id: 'call_1', name: 'read', arguments: '{"path":"/s/greeter/SKILL.md"}' },
          {
            type: 'function_call_output',
            call_id: 'call_1',
            output: [{ type: 'input_text', text: '# Greeter' }],
          } as never,
        ],
      });
      expect(chat).toEqual({
        model: 'gpt-5.5',
        stream: true,
        tools: [{ function: { name: 'read' } }, { function: { name: 'bash' } }],
        messages: [
          { role: 'system', content: 'You are pi. <available_skills>…</available_skills>' },
          { role: 'user', content: 'Please greet the world' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_1', function: { name: 'read', arguments: '{"path":"/s/greeter/SKILL.md"}' } }],
          },
          { role: 'tool', tool_call_id: 'call_1', content: '# Greeter' },
        ],
      });
    },
  );

  it('top-level instructions are the system text; Codex (its shell tool) is told apart from pi and OpenCode', () => {
    expect(responsesAsChat({ instructions: 'sys', input: 'hi' } as never).messages).toEqual([
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'hi' },
    ]);
    expect(isCodexRequest({ tools: [{ type: 'function', name: 'exec_command' }] })).toBe(true);
    expect(
      isCodexRequest({
        tools: [
          { type: 'function', name: 'bash' },
          { type: 'function', name: 'skill' },
        ],
      }),
    ).toBe(false);
  });
});
