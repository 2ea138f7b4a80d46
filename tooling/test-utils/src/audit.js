// The verdict on `pnpm audit --prod --json`: what the dependency audit of `pnpm audit:deps` (and of
// `npm test`) decides from pnpm's exit code and output.

/** The severities that fail the audit. */
const FAILING_SEVERITIES = ['high', 'critical'];

/**
 * @typedef {{ status: number | null, stdout: string, stderr: string }} AuditRun
 * @typedef {{ outcome: 'passed' | 'failed' | 'unavailable', lines: string[] }} AuditVerdict
 */

/**
 * Judges one run of `pnpm audit --prod --json`. It fails on a high or critical advisory, and on
 * anything it cannot read. Only a registry that does not answer audit requests at all (pnpm's
 * ERR_PNPM_AUDIT_BAD_RESPONSE: the endpoint answered 404, 405 or 501) makes it `unavailable`:
 * said out loud, but not a failure, since no advisory was seen either way.
 * @param {AuditRun} run
 * @returns {AuditVerdict}
 */
export function auditVerdict({ status, stdout, stderr }) {
  const output = `${stdout}\n${stderr}`;
  const refused = /ERR_PNPM_AUDIT_BAD_RESPONSE[\s\S]*?responded with (404|405|501)\b/.exec(output);
  if (refused) {
    return {
      outcome: 'unavailable',
      lines: [
        `dependency audit: not run, the registry's audit endpoint answered ${refused[1]}.`,
        'Run `pnpm audit:deps` against a registry that answers audit requests.',
      ],
    };
  }
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { outcome: 'failed', lines: ['dependency audit: pnpm audit gave no report', output.trim()] };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object') {
    return { outcome: 'failed', lines: [`dependency audit: no counts in pnpm's report (exit ${status})`] };
  }
  const summary = Object.entries(counts)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ');
  const failing = Object.values(report.advisories ?? {}).filter((advisory) => FAILING_SEVERITIES.includes(advisory.severity));
  const failingCount = FAILING_SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  if (failingCount > 0 || failing.length > 0) {
    return {
      outcome: 'failed',
      lines: [
        `dependency audit: ${summary} in the production dependencies; high and critical fail it:`,
        ...failing.map(
          (advisory) =>
            `  ${advisory.severity} ${advisory.module_name} ${advisory.vulnerable_versions}: ${advisory.title} (${advisory.url})`,
        ),
      ],
    };
  }
  return { outcome: 'passed', lines: [`dependency audit: ${summary} in the production dependencies; none high or critical.`] };
}
