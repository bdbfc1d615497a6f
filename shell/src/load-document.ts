/** Loads `href` from the server in place of the current page in the history, as a redirect does. */
export const replaceDocument = (href: string) => window.location.replace(href);
