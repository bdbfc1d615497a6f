import { keepPageOffline, pageKeptOffline, urlsToKeep } from './page-cache';

const ORIGIN = 'https://pafla.org.pk';

describe('the files the door keeps for a reload with no network', () => {
  it("keeps the site's scripts, styles, fonts, images and JSON, the remotes' too, each once", () => {
    const urls = urlsToKeep(
      [
        { name: `${ORIGIN}/main.1445e4f0.js` },
        { name: `${ORIGIN}/remotes/mfe-ticketing/0.31.0/remoteEntry.js?v=3f9a1c2b` },
        { name: `${ORIGIN}/remotes/mfe-ticketing/0.31.0/mf-manifest.json` },
        { name: `${ORIGIN}/fonts/inter-latin.woff2` },
        { name: `${ORIGIN}/ui-core.b676234c.css#top` },
        { name: `${ORIGIN}/main.1445e4f0.js` },
        { name: '/logo.svg' },
      ],
      ORIGIN,
    );
    expect(urls).toEqual([
      `${ORIGIN}/main.1445e4f0.js`,
      `${ORIGIN}/remotes/mfe-ticketing/0.31.0/remoteEntry.js?v=3f9a1c2b`,
      `${ORIGIN}/remotes/mfe-ticketing/0.31.0/mf-manifest.json`,
      `${ORIGIN}/fonts/inter-latin.woff2`,
      `${ORIGIN}/ui-core.b676234c.css`,
      `${ORIGIN}/logo.svg`,
    ]);
  });

  it("never the API, another site's files, the page's own requests for data or an inline script", () => {
    const urls = urlsToKeep(
      [
        { name: `${ORIGIN}/api/staff/events/7/door` },
        { name: `${ORIGIN}/api/uploads/photo.jpg` },
        { name: 'https://www.youtube-nocookie.com/embed.js' },
        { name: `${ORIGIN}/staff/check-in?event=7` },
        { name: '' },
      ],
      ORIGIN,
    );
    expect(urls).toEqual([]);
  });
});

describe('a browser without service workers', () => {
  it('is told plainly that the page cannot be kept, and the page is not kept', async () => {
    expect(navigator.serviceWorker).toBeUndefined();
    await expect(keepPageOffline()).rejects.toThrow('This browser cannot keep the page for offline use.');
    await expect(pageKeptOffline()).resolves.toBe(false);
  });
});
