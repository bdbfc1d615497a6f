import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UiProvider } from 'shared-ui';
import { i18n } from '#i18n';
import { Carousel } from './Carousel';

const items = ['Dawn', 'Tribune', 'Geo', 'Capital', 'Herald'];
const carousel = (
  <UiProvider>
    <Carousel label="Featured in" items={items} slidesPerView={{ base: 3, md: 4 }} autoplay={3000} getKey={(i) => i} renderSlide={(i) => <span>{i}</span>} />
  </UiProvider>
);

beforeAll(() => i18n.load('ur', require('../../locales/ur.json')));
beforeEach(() => i18n.activate('ur'));
afterEach(() => i18n.activate('en'));

describe('Carousel in Urdu, right to left', () => {
  it('names its buttons and slides in Urdu', () => {
    render(carousel);
    expect(screen.getByRole('button', { name: 'پچھلی سلائیڈ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اگلی سلائیڈ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سلائیڈز روکیں' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '5 میں سے 1' })).toBeInTheDocument();
  });

  it('moves the other way before its script runs: the first slide at the right, the track sliding right', () => {
    const style = /<style>(.*?)<\/style>/.exec(renderToString(carousel))?.[1] ?? '';
    expect(style).toContain('[dir=rtl] .fa-autoplay-5-3000-3-4{animation-name:fa-autoplay-5-3000-3-4-3-rtl}');
    expect(style).toContain('@media screen and (min-width: 48rem){[dir=rtl] .fa-autoplay-5-3000-3-4{animation-name:fa-autoplay-5-3000-3-4-4-rtl}}');
    expect(style).toContain('@keyframes fa-autoplay-5-3000-3-4-3-rtl{0%{transform:translateX(0%)}');
    expect(style).toContain('33.333%{transform:translateX(33.333333333333336%)}');
    // Reduced motion holds it still right to left as well.
    expect(style).toContain('@media (prefers-reduced-motion: reduce){[dir=rtl] .fa-autoplay-5-3000-3-4{animation:none}}');
  });

  it('takes over from the slide the animation shows right to left (the track moved right)', () => {
    i18n.activate('en');
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel);
    document.body.appendChild(container);
    const track = container.querySelector<HTMLElement>('.fa-autoplay-5-3000-3-4')!;
    track.style.transform = 'matrix(1, 0, 0, 1, 200, 0)';
    jest.spyOn(track.firstElementChild as HTMLElement, 'offsetWidth', 'get').mockReturnValue(100);
    jest.useFakeTimers();
    render(carousel, { container, hydrate: true });
    const visible = screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-hidden') === 'false').map((g) => g.textContent);
    expect(visible).toEqual(['Geo', 'Capital', 'Herald']);
    jest.useRealTimers();
    container.remove();
  });
});
