import { render } from '@testing-library/react';
import { BenefitIcon } from './BenefitIcon';
import { benefits } from './content';

describe('member benefits', () => {
  it.each(benefits.map((b) => b.icon))('%s has its icon', (name) => {
    const { container } = render(<BenefitIcon name={name} />);
    expect(container.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d')).toBeTruthy();
  });
});
