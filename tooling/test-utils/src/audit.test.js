import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit.js';

const counts = (high = 0, critical = 0) => ({ info: 0, low: 1, moderate: 2, high, critical });
const report = (vulnerabilities, advisories = {}) =>
  JSON.stringify({ actions: [], advisories, muted: [], metadata: { vulnerabilities, dependencies: 120 } });
const advisory = (severity, module_name) => ({
  module_name,
  severity,
  title: `Prototype pollution in ${module_name}`,
  url: `https://advisories.example/${module_name}`,
  vulnerable_versions: '<2.0.0',
});

describe('auditVerdict', () => {
  it('passes a report with low and moderate advisories only, and says how many', () => {
    const verdict = auditVerdict({ status: 1, stdout: report(counts()), stderr: '' });
    expect(verdict.outcome).toBe('passed');
    expect(verdict.lines[0]).toContain('0 info, 1 low, 2 moderate, 0 high, 0 critical');
  });

  it('fails on a high or a critical advisory and names it', () => {
    const high = auditVerdict({ status: 1, stdout: report(counts(1), { 1: advisory('high', 'left-pad') }), stderr: '' });
    expect(high.outcome).toBe('failed');
    expect(high.lines.join('\n')).toContain('high left-pad <2.0.0: Prototype pollution in left-pad (https://advisories.example/left-pad)');
    const critical = auditVerdict({ status: 1, stdout: report(counts(0, 1), { 2: advisory('critical', 'qs') }), stderr: '' });
    expect(critical.outcome).toBe('failed');
    expect(critical.lines.join('\n')).toContain('critical qs');
  });

  it('fails on counts of high advisories even without their details', () => {
    expect(auditVerdict({ status: 1, stdout: report(counts(2)), stderr: '' }).outcome).toBe('failed');
  });

  it('fails when pnpm gives no report it can read', () => {
    expect(auditVerdict({ status: 1, stdout: '', stderr: 'ERR_PNPM_FETCH_500 Internal Server Error' }).outcome).toBe('failed');
    expect(auditVerdict({ status: 0, stdout: '{}', stderr: '' }).outcome).toBe('failed');
  });

  it('is unavailable, not failed, when the registry does not answer audit requests', () => {
    const stderr = `Error: ERR_PNPM_AUDIT_BAD_RESPONSE\n\n  × The audit endpoint (at https://registry.example/-/npm/v1/security/\n  │ advisories/bulk) responded with 405:\n`;
    const verdict = auditVerdict({ status: 1, stdout: '', stderr });
    expect(verdict.outcome).toBe('unavailable');
    expect(verdict.lines[0]).toBe("dependency audit: not run, the registry's audit endpoint answered 405.");
  });

  it('fails when the audit endpoint answers with a server error', () => {
    const stderr = 'Error: ERR_PNPM_AUDIT_BAD_RESPONSE\n  × The audit endpoint (at x) responded with 503:';
    expect(auditVerdict({ status: 1, stdout: '', stderr }).outcome).toBe('failed');
  });
});
