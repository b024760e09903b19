#!/usr/bin/env node
// Usage: node scripts/release-notes.mjs vX.Y.Z
// Checks that a tag may be released (vX.Y.Z, equal to package.json's version and to the CLI's own
// version, with a CHANGELOG section) and prints that section: the release's notes. Exit 1 with one line
// saying what to fix otherwise.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tag = process.argv[2] ?? '';

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
}

const m = /^v(\d+)\.(\d+)\.(\d+)$/.exec(tag);
if (!m) fail(`"${tag}" is not a release tag; tag releases vX.Y.Z (for example v0.2.0).`);
const version = tag.slice(1);
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
if (pkg.version !== version)
  fail(`the tag is ${tag} but package.json says ${pkg.version}; set "version": "${version}" and tag again.`);
const cliVersion = /CALIPER_VERSION = '([^']+)'/.exec(readFileSync(path.join(root, 'src/version.ts'), 'utf8'))?.[1];
if (cliVersion !== version)
  fail(`the tag is ${tag} but src/version.ts says ${cliVersion}; make them equal and rebuild dist/.`);
const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
const heading = new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\](?: - \\d{4}-\\d{2}-\\d{2})?$`, 'm');
const start = heading.exec(changelog);
if (!start) fail(`CHANGELOG.md has no "## [${version}] - YYYY-MM-DD" section; move the Unreleased notes under it.`);
const rest = changelog.slice(start.index + start[0].length);
const next = /^## \[/m.exec(rest);
const notes = (next ? rest.slice(0, next.index) : rest).trim();
if (!notes) fail(`the CHANGELOG.md section for ${version} is empty.`);
process.stdout.write(`${notes}\n`);
