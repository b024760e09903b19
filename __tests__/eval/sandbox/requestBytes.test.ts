import { describe, expect, it } from '@jest/globals';
import { RequestBytes } from '../../../src/eval/sandbox/requestBytes.js';

describe("RequestBytes: a trial's request bodies held at once", () => {
  it('takes bodies up to its max exactly, and holds their sum', () => {
    const bodies = new RequestBytes(100);
    expect(bodies.take(60)).toBe(true);
    expect(bodies.take(40)).toBe(true);
    expect(bodies.held).toBe(100);
    expect(bodies.overLimit()).toBeUndefined();
  });

  it('refuses a body past its max, holding nothing for it, and the trial is then over its limit', () => {
    const bodies = new RequestBytes(2 * 1024 ** 2);
    expect(bodies.take(1024 ** 2)).toBe(true);
    expect(bodies.take(1024 ** 2 + 1)).toBe(false);
    expect(bodies.held).toBe(1024 ** 2);
    expect(bodies.overLimit()).toBe(
      "the trial's requests to its way out held more than 2 MB of request bodies at once (its limit, " +
        'requestBytes of the trial limits; a CLI sends a few hundred kB: the agent flooded it); it was stopped',
    );
  });

  it('stays over its limit once a body was refused, though the bodies held are given back', () => {
    const bodies = new RequestBytes(10);
    expect(bodies.take(11)).toBe(false);
    expect(bodies.take(11)).toBe(false);
    expect(bodies.take(5)).toBe(true);
    bodies.give(5);
    expect(bodies.held).toBe(0);
    expect(bodies.overLimit()).toMatch(/^the trial's requests to its way out held more than /);
  });

  it('gives back what a finished body held, and keeps the most held at once as its peak', () => {
    const bodies = new RequestBytes(100);
    bodies.take(70);
    bodies.give(70);
    bodies.take(30);
    expect([bodies.held, bodies.peak]).toEqual([30, 70]);
    expect(bodies.take(70)).toBe(true);
    expect(bodies.peak).toBe(100);
  });
});
