import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';
import { UiProvider } from './provider';

describe('SafeHtml', () => {
  it('drops scripts, styles, frames and every event handler attribute', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hello <b onmouseover="x()">world</b></p><script>alert(1)</script><style>p{display:none}</style>' +
        '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><img src="/a.png" onerror="alert(2)" alt="A">',
    );
    expect(clean).toBe('<p>Hello <b>world</b></p><img src="/a.png" alt="A" loading="lazy">');
  });

  it('removes javascript: and data: links, even when disguised, but keeps a data:image picture', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVa\tScript:alert(1)">b</a><a href="data:text/html,<b>x</b>">c</a>' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"><img src="data:text/html;base64,PHNjcmlwdD4=" alt="bad">',
    );
    expect(clean).toBe('<a>a</a><a>b</a><a>c</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" loading="lazy"><img alt="bad" loading="lazy">');
  });

  it('keeps the structure of an article and opens outside links safely in a new tab', () => {
    const clean = sanitizeHtml('<h2 id="x" class="y">Title</h2><ul><li>One</li></ul><a href="https://dawn.example/a" target="_self">Dawn</a><a href="/blog">Blog</a>');
    expect(clean).toBe('<h2>Title</h2><ul><li>One</li></ul><a href="https://dawn.example/a" target="_blank" rel="noopener noreferrer">Dawn</a><a href="/blog">Blog</a>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<section><custom-tag>Kept <em>text</em></custom-tag></section>')).toBe('Kept <em>text</em>');
  });

  it('renders the clean HTML and never the script', () => {
    const { container } = render(
      <UiProvider>
        <SafeHtml html={'<p>Safe</p><img src="x" onerror="window.hacked=true"><script>window.hacked=true</script>'} />
      </UiProvider>,
    );
    expect(container.querySelector('p')?.textContent).toBe('Safe');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
