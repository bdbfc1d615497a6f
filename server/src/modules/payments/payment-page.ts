// The small plain pages the payment flow shows outside the site's app: the test gateway's, the step that sends the
// payer on to a wallet, and the wallet simulators'. Each carries its own security policy: no script but the one it
// names by hash, and forms only to where it says.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, type Locale } from '../../../../shared-api/src/locale.js';
import { escapeHtml } from '../../lib/mail-layout.js';
import { tr } from '../../lib/texts.js';

const STYLE = `body{font-family:Arial,sans-serif;background:#f3f4f6;color:#1f2933;margin:0;padding:24px}main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.note{background:#fff7e6;border:1px solid #f0b429;border-radius:4px;padding:8px 12px;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#52606d}dd{margin:0;font-weight:bold}
label{display:block;margin:12px 0 4px;font-weight:bold}input[type=text]{font-size:16px;padding:8px;width:100%;box-sizing:border-box;border:1px solid #9aa5b1;border-radius:4px}
.check{font-weight:normal;display:flex;gap:8px;align-items:center}.error{color:#b42318}
button{font-size:16px;padding:10px 20px;border-radius:4px;border:0;margin:16px 12px 0 0;cursor:pointer}.approve{background:#137f53;color:#fff}.decline{background:#e4e7eb;color:#1f2933}`;

/**
 * The one script such a page may run: it posts the page's first form at once (the button stays for no script), once.
 * Shown again from history or the back/forward cache, it posts nothing by itself: the member chooses to continue to
 * the provider or to go back to their order.
 */
const AUTO_SUBMIT =
  "(function(){var n=performance.getEntriesByType?performance.getEntriesByType('navigation')[0]:null;function again(){document.documentElement.className='again'}" +
  "addEventListener('pageshow',function(e){if(e.persisted)again()});if(n&&n.type!=='navigate')again();else document.forms[0].submit()})();";
const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

/** Hidden inputs carrying signed fields, each escaped. */
export const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The site's page a request came from (the member's order page, in its language), or Order History. */
function cameFrom(request: FastifyRequest): { path: string; locale: Locale } {
  let url: URL | null = null;
  try {
    url = request.headers.referer ? new URL(request.headers.referer) : null;
  } catch {
    url = null;
  }
  // Only one of the site's own pages: not another site's, not the API's, not a provider's (nor its simulator's).
  if (!url || url.host !== request.host || /^(\/ur)?\/(api|simulators)(\/|$)/.test(url.pathname)) return { path: '/dashboard/orders', locale: 'en' };
  return { path: url.pathname, locale: localeOfPath(url.pathname).locale };
}

/** The way back to the member's order; once the page comes back from history, it says the provider's page was opened already. */
function backToOrder(request: FastifyRequest) {
  const { path, locale } = cameFrom(request);
  return (
    `<style>.again-only{display:none}.again .again-only{display:block}</style><div lang="${locale}" dir="${locale === 'ur' ? 'rtl' : 'ltr'}">` +
    `<p class="note again-only">${escapeHtml(tr(locale, 'You have opened the payment page for this payment already. Continue to it, or go back to your order to check the payment or pay another way.'))}</p>` +
    `<p><a href="${escapeHtml(path)}">${escapeHtml(tr(locale, 'Back to your order'))}</a></p></div>`
  );
}

/**
 * Sends a plain page. `formAction` lists the origins its forms may post to ('self' always); `autoSubmit` posts its
 * first form as soon as it loads.
 */
export function sendPage(reply: FastifyReply, title: string, body: string, { formAction = [] as string[], autoSubmit = false } = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}${autoSubmit ? backToOrder(reply.request) : ''}</main>${autoSubmit ? `<script>${AUTO_SUBMIT}</script>` : ''}</body></html>`;
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    autoSubmit ? `script-src ${AUTO_SUBMIT_HASH}` : "script-src 'none'",
    `form-action 'self' ${formAction.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  // A page answering a form posted to it stays in the browser's own cache, so Back shows it again instead of asking to
  // post the form once more ("Confirm Form Resubmission"); it is never served from the cache to a new visit.
  const cache = reply.request.method === 'POST' ? 'private, no-cache' : 'no-store';
  return reply.type('text/html; charset=utf-8').header('cache-control', cache).header('content-security-policy', csp).send(html);
}
