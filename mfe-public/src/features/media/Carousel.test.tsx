import { act, fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { Carousel } from './Carousel';

const items = ['Dawn', 'Tribune', 'Geo', 'Capital', 'Herald'];

function renderCarousel() {
  return render(
    <UiProvider>
      <Carousel label="Featured in" items={items} slidesPerView={{ base: 3 }} autoplay={3000} getKey={(i) => i} renderSlide={(i) => <span>{i}</span>} />
    </UiProvider>,
  );
}

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
});
