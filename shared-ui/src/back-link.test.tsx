import { screen } from '@testing-library/react';
import { renderPage } from '@test/render';
import { BackLink } from './back-link';

describe('the way back from a record to its list', () => {
  it('is a link to the list, named by its words alone, underlined and at least 24 px tall', () => {
    renderPage(<BackLink to="/staff/partners">All partners</BackLink>);
    const link = screen.getByRole('link', { name: 'All partners' });
    expect(link).toHaveAttribute('href', '/staff/partners');
    expect(link).toHaveTextContent('←All partners');
    expect(link).toHaveStyle({ textDecoration: 'underline', minHeight: 'var(--fa-sizes-6)' });
  });
});
