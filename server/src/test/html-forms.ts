// Reading and posting the plain HTML forms a test meets on the server's own pages (the wallet checkouts and their
// simulators): where a form posts and its hidden fields, and a form body to send back.

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A page's form: where it posts and its hidden fields. */
export function formOf(html: string) {
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unescape(m[1]), unescape(m[2])]));
  return { action: action && unescape(action), fields };
}

/** An `inject` body that posts `fields` as a browser posts a form. */
export const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
