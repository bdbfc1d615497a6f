import { findRoute } from './routes';

const routes = [
  { path: '/', page: 'home' },
  { path: '/blog', page: 'blog' },
  { path: '/blog/:blogSlug/:blogId', page: 'blog-post' },
  { path: '/dashboard/events/:id', page: 'event' },
  { path: '/dashboard/events/calendar', page: 'calendar' },
  { path: '/docs/*', page: 'docs' },
];
const pageOf = (path: string) => findRoute(routes, path)?.page;

describe('findRoute', () => {
  it('matches the root, literal paths and a trailing slash', () => {
    expect(pageOf('/')).toBe('home');
    expect(pageOf('/blog')).toBe('blog');
    expect(pageOf('/blog/')).toBe('blog');
    expect(pageOf('/BLOG')).toBe('blog');
  });

  it('fills parameters with one segment each', () => {
    expect(pageOf('/blog/getting-paid/12')).toBe('blog-post');
    expect(pageOf('/blog/getting-paid')).toBeUndefined();
    expect(pageOf('/blog/a/b/c')).toBeUndefined();
  });

  it('prefers a literal segment over a parameter, whatever the order of the table', () => {
    expect(pageOf('/dashboard/events/calendar')).toBe('calendar');
    expect(pageOf('/dashboard/events/42')).toBe('event');
  });

  it('lets a final * take the rest of the path, and finds nothing for an unknown path', () => {
    expect(pageOf('/docs/a/b')).toBe('docs');
    expect(pageOf('/nowhere')).toBeUndefined();
  });
});
