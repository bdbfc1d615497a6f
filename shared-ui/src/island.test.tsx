import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentRouter, Island, IslandScope, islandProps } from './island';
import { RouterLink, useNavigate, useSearchParams } from './router';

function Plans({ plan, count }: { plan: string; count: number }) {
  return (
    <p>
      {plan} × {count}
    </p>
  );
}

describe('an island', () => {
  it('marks its child with its scope, name, moment and props, and adds no box', () => {
    const { container } = render(
      <IslandScope.Provider value="mfe_public">
        <Island name="plans" when="idle">
          <Plans plan="Surge" count={2} />
        </Island>
      </IslandScope.Provider>,
    );
    const island = container.querySelector('[data-island]')!;
    expect(island).toHaveAttribute('data-island', 'mfe_public/plans');
    expect(island).toHaveAttribute('data-hydrate', 'idle');
    expect(JSON.parse(island.getAttribute('data-props')!)).toEqual({ plan: 'Surge', count: 2 });
    expect(island).toHaveStyle({ display: 'contents' });
    expect(island).toHaveTextContent('Surge × 2');
  });

  it('is part of the island around it: one mark, the outer one', () => {
    const Outer = () => (
      <section>
        <Island name="inner">
          <Plans plan="Seed" count={1} />
        </Island>
      </section>
    );
    const { container } = render(
      <Island name="outer">
        <Outer />
      </Island>,
    );
    expect([...container.querySelectorAll('[data-island]')].map((e) => e.getAttribute('data-island'))).toEqual(['shell/outer']);
    expect(container).toHaveTextContent('Seed × 1');
  });

  it('inactive, marks nothing, lets the islands inside it be their own, and keeps its child as it turns on and off', async () => {
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return (
        <section>
          <button onClick={() => setCount(count + 1)}>
            {label} {count}
          </button>
          <Island name="inner" when="interaction">
            <Plans plan="Seed" count={1} />
          </Island>
        </section>
      );
    }
    const view = (active: boolean) => (
      <Island name="outer" active={active}>
        <Counter label="pressed" />
      </Island>
    );
    const { container, rerender } = render(view(false));
    expect([...container.querySelectorAll('[data-island]')].map((e) => e.getAttribute('data-island'))).toEqual(['shell/inner']);
    await userEvent.click(screen.getByRole('button', { name: 'pressed 0' }));
    rerender(view(true));
    expect([...container.querySelectorAll('[data-island]')].map((e) => e.getAttribute('data-island'))).toEqual(['shell/outer']);
    expect(screen.getByRole('button', { name: 'pressed 1' })).toBeInTheDocument();
    rerender(view(false));
    expect(screen.getByRole('button', { name: 'pressed 1' })).toBeInTheDocument();
  });

  it('refuses props that cannot travel as JSON, by name', () => {
    expect(() => islandProps('menu', { onOpen: () => undefined })).toThrow('Island "menu": its prop "onOpen" cannot be sent to the browser');
    expect(() => islandProps('dates', { at: new Date() })).toThrow('its prop "at"');
    expect(() => islandProps('rows', { rows: [{ n: Number.NaN }] })).toThrow('its prop "rows"');
    expect(islandProps('ok', { rows: [{ a: 1, b: null, c: [true, 'x'] }], gone: undefined })).toBe('{"rows":[{"a":1,"b":null,"c":[true,"x"]}]}');
  });
});

describe("an island's router", () => {
  // Loading a page is the browser's (jsdom has no navigation): the router's one way out is observed here.
  const load = jest.fn();
  beforeEach(() => {
    load.mockReset();
    window.history.replaceState(null, '', '/our-voice');
  });

  function Filters() {
    const [params, setParams] = useSearchParams();
    const navigate = useNavigate();
    return (
      <>
        <p>skill: {params.get('skill') ?? 'any'}</p>
        <button onClick={() => setParams({ skill: 'design' })}>Design</button>
        <button onClick={() => navigate('/dashboard')}>Dashboard</button>
        <RouterLink to="/blog">Blog</RouterLink>
      </>
    );
  }

  it('loads another path from the server, by a link or a navigate', async () => {
    render(
      <DocumentRouter load={load}>
        <Filters />
      </DocumentRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(load).toHaveBeenCalledWith('http://localhost/dashboard', false);
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(load).toHaveBeenLastCalledWith('http://localhost/blog', false);
  });

  it('keeps a change of the query in the page, in the history, for every island', async () => {
    render(
      <>
        <DocumentRouter load={load}>
          <Filters />
        </DocumentRouter>
        <DocumentRouter load={load}>
          <Filters />
        </DocumentRouter>
      </>,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Design' })[0]);
    expect(load).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?skill=design');
    expect(window.history.state).toEqual({ usr: null });
    expect(screen.getAllByText('skill: design')).toHaveLength(2);
  });
});
