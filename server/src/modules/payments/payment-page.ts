// The small plain pages the payment flow shows outside the site's app: the test gateway's, the step that sends the
// payer on to a wallet, and the wallet simulators'. Each carries its own security policy: no script but the one it
// names by hash, and forms only to where it says.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/mail-layout.js';

const STYLE = `body{font-family:Arial,sans-serif;background:#f3f4f6;color:#1f2933;margin:0;padding:24px}main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.note{background:#fff7e6;border:1px solid #f0b429;border-radius:4px;padding:8px 12px;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#52606d}dd{margin:0;font-weight:bold}
label{display:block;margin:12px 0 4px;font-weight:bold}input[type=text]{font-size:16px;padding:8px;width:100%;box-sizing:border-box;border:1px solid #9aa5b1;border-radius:4px}
.check{font-weight:normal;display:flex;gap:8px;align-items:center}.error{color:#b42318}
button{font-size:16px;padding:10px 20px;border-radius:4px;border:0;margin:16px 12px 0 0;cursor:pointer}.approve{background:#137f53;color:#fff}.decline{background:#e4e7eb;color:#1f2933}`;

/** The one script such a page may run: it posts the page's first form at once (the button stays for no script). */
const AUTO_SUBMIT = 'document.forms[0].submit();';
const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

/** Hidden inputs carrying signed fields, each escaped. */
export const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * Sends a plain page. `formAction` lists the origins its forms may post to ('self' always); `autoSubmit` posts its
 * first form as soon as it loads.
 */
export function sendPage(reply: FastifyReply, title: string, body: string, { formAction = [] as string[], autoSubmit = false } = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main>${autoSubmit ? `<script>${AUTO_SUBMIT}</script>` : ''}</body></html>`;
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    autoSubmit ? `script-src ${AUTO_SUBMIT_HASH}` : "script-src 'none'",
    `form-action 'self' ${formAction.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', csp).send(html);
}
