#!/usr/bin/env node
// `pnpm audit:deps`: `pnpm audit` of the production dependencies, run in the folder it is started
// from; exits 1 on a high or critical advisory (src/audit.js says when else).
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit.js';

const run = spawnSync('pnpm', ['audit', '--prod', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (run.error) {
  console.error(`dependency audit: could not start pnpm: ${run.error.message}`);
  process.exit(2);
}
const { outcome, lines } = auditVerdict({ status: run.status, stdout: run.stdout, stderr: run.stderr });
(outcome === 'failed' ? console.error : console.log)(lines.join('\n'));
if (outcome === 'failed') process.exit(1);
