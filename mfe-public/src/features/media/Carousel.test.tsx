import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UiProvider } from 'shared-ui';
import { Carousel } from './Carousel';

const items = ['Dawn', 'Tribune', 'Geo', 'Capital', 'Herald'];

const carousel = (
  <UiProvider>
    <Carousel label="Featured in" items={items} slidesPerView={{ base: 3, md: 4 }} autoplay={3000} getKey={(i) => i} renderSlide={(i) => <span>{i}</span>} />
  </UiProvider>
);
const renderCarousel = () => render(carousel);

const visible = () => screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-hidden') === 'false').map((g) => g.textContent);

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves by itself and wraps around to the start', () => {
    renderCarousel();
    expect(visible()).toEqual(['Dawn', 'Tribune', 'Geo']);
    act(() => jest.advanceTimersByTime(3000));
    expect(visible()).toEqual(['Tribune', 'Geo', 'Capital']);
    act(() => jest.advanceTimersByTime(6000));
    expect(visible()).toEqual(['Dawn', 'Tribune', 'Geo']);
  });

  it('pauses while the pointer is over it, and with its pause button', () => {
    renderCarousel();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Featured in' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(visible()).toEqual(['Dawn', 'Tribune', 'Geo']);
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Featured in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(visible()).toEqual(['Dawn', 'Tribune', 'Geo']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visible()).toEqual(['Tribune', 'Geo', 'Capital']);
  });

  it('does not move by itself for a visitor who prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      renderCarousel();
      act(() => jest.advanceTimersByTime(9000));
      expect(visible()).toEqual(['Dawn', 'Tribune', 'Geo']);
      expect(screen.queryByRole('button', { name: 'Pause slides' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  describe('before its script runs (the server\'s HTML)', () => {
    beforeEach(() => jest.useRealTimers());

    it('moves by a CSS animation, one slide every 3 s at each breakpoint, and stops on hover, focus and for reduced motion', () => {
      const html = renderToString(carousel);
      const style = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
      // 5 logos: 3 positions of 3 in view (9 s), 2 positions of 4 in view from md up (6 s).
      expect(style).toMatch(/animation:fa-autoplay-5-3000-3-4-3 9000ms ease infinite/);
      expect(style).toMatch(/@media screen and \(min-width: 48rem\)\{\.fa-autoplay-5-3000-3-4\{animation:fa-autoplay-5-3000-3-4-4 6000ms ease infinite\}\}/);
      // The first move ends at 3 s (a third of 9 s) on one slide's width, and the last wraps to the start.
      expect(style).toContain('33.333%{transform:translateX(-33.333333333333336%)}');
      expect(style).toContain('100.000%{transform:translateX(-0%)}');
      expect(style).toContain(':hover .fa-autoplay-5-3000-3-4,[aria-roledescription=carousel]:focus-within .fa-autoplay-5-3000-3-4{animation-play-state:paused}');
      expect(style).toContain('@media (prefers-reduced-motion: reduce){.fa-autoplay-5-3000-3-4{animation:none}.fa-autoplay-5-3000-3-4-pause{display:none}}');
      // Every slide stays reachable while the animation, not the script, decides which are in view.
      expect(html).not.toContain('inert');
      expect(html.match(/aria-roledescription="slide"[^>]*aria-hidden="false"/g)).toHaveLength(5);
    });

    it('takes over from the slide the animation shows, and drops the animation', () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(carousel);
      document.body.appendChild(container);
      const track = container.querySelector<HTMLElement>('.fa-autoplay-5-3000-3-4')!;
      // The animation has moved the track by two slides of 100 px.
      track.style.transform = 'matrix(1, 0, 0, 1, -200, 0)';
      jest.spyOn(track.firstElementChild as HTMLElement, 'offsetWidth', 'get').mockReturnValue(100);
      render(carousel, { container, hydrate: true });
      expect(visible()).toEqual(['Geo', 'Capital', 'Herald']);
      expect(container.querySelector('style')).toBeNull();
      expect(container.querySelector('.fa-autoplay-5-3000-3-4')).toBeNull();
    });
  });
});
