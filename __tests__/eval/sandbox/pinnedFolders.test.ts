import { describe, expect, it } from '@jest/globals';
import { pinnedFolders } from '../../../src/eval/sandbox/pinnedFolders.js';

describe('pinnedFolders', () => {
  it('names every folder between the trial folder and each pinned file, shallowest first, once', () => {
    const folders = pinnedFolders('/t/trial', [
      '/t/trial/config/.gemini/settings.json',
      '/t/trial/config/config.toml',
      '/t/trial/work/.gemini/.env',
    ]);
    expect(folders).toEqual(['/t/trial/config', '/t/trial/work', '/t/trial/config/.gemini', '/t/trial/work/.gemini']);
  });

  it('names neither the trial folder itself nor anything outside it', () => {
    expect(pinnedFolders('/t/trial', ['/t/trial/settings.json', '/elsewhere/x/settings.json'])).toEqual([]);
  });
});
