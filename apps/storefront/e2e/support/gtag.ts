import type { Page, Request } from '@playwright/test';

/** The GA4 measurement ID the gtag run's build is made with (playwright.gtag.config.ts). */
export const GA4_MEASUREMENT_ID = 'G-E2ETEST01';

/**
 * Stands in for gtag.js: like Google's script it runs the commands the page queued on
 * window.dataLayer before it loaded and every one pushed after, and only those the gtag function
 * pushes (Arguments objects); each is reported to the test, and each event is sent on to GA4's
 * collection host as gtag.js would, so the page's CSP must allow that too.
 */
const FAKE_GTAG_JS = `(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var id = new URL(document.currentScript.src).searchParams.get('id');
  function run(entry) {
    if (Object.prototype.toString.call(entry) !== '[object Arguments]') return;
    var command = Array.prototype.slice.call(entry);
    window.__gtagRan(command);
    if (command[0] === 'event') {
      fetch('https://region1.google-analytics.com/g/collect?v=2&tid=' + id + '&en=' + encodeURIComponent(command[1]), { method: 'POST', mode: 'no-cors', keepalive: true });
    }
  }
  dataLayer.forEach(run);
  var push = dataLayer.push;
  dataLayer.push = function () {
    Array.prototype.forEach.call(arguments, run);
    return push.apply(dataLayer, arguments);
  };
})();`;

/** What reached Google's side in a test: the tag's script requests, the commands the tag ran, the collection calls. */
export interface GtagRecord {
  readonly scriptRequests: string[];
  readonly commands: unknown[][];
  readonly collected: string[];
}

/**
 * Answers Google's tag and collection hosts for the page (no machine here reaches Google) and
 * records, across navigations, the tag's requests and the gtag commands it ran.
 */
export async function recordGtag(page: Page): Promise<GtagRecord> {
  const record: GtagRecord = { scriptRequests: [], commands: [], collected: [] };
  await page.exposeFunction('__gtagRan', (command: unknown[]) => void record.commands.push(command));
  await page.route('https://www.googletagmanager.com/**', (route, request: Request) => {
    record.scriptRequests.push(request.url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG_JS });
  });
  await page.route('https://*.google-analytics.com/**', (route, request: Request) => {
    record.collected.push(request.url());
    return route.fulfill({ status: 204 });
  });
  return record;
}

/** The parameters of every event of that name the tag ran, in order. */
export function gtagEvents(record: GtagRecord, name: string): Record<string, unknown>[] {
  return record.commands
    .filter(([command, event]) => command === 'event' && event === name)
    .map(([, , params]) => params as Record<string, unknown>);
}
