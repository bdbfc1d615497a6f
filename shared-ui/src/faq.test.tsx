import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from './provider';
import { FaqQuestions } from './faq';

const items = [
  { id: 1, question: 'Is membership really free?', answer: 'The Seed membership is free for ever.' },
  { id: 2, question: 'Who can become a member?', answer: 'Anyone in Pakistan who works as a freelancer.' },
];

describe('the frequently asked questions', () => {
  it('are disclosures the browser opens by itself: a summary per question, its answer shut until pressed', async () => {
    render(
      <UiProvider>
        <FaqQuestions items={items} />
      </UiProvider>,
    );
    const questions = [...document.querySelectorAll('details')];
    expect(questions.map((q) => q.querySelector(':scope > summary')?.textContent)).toEqual(['Is membership really free?', 'Who can become a member?']);
    expect(questions.every((q) => !q.open)).toBe(true);
    await userEvent.click(screen.getByText('Who can become a member?'));
    expect(questions[1].open).toBe(true);
    expect(questions[0].open).toBe(false);
    expect(questions[1]).toHaveTextContent('Anyone in Pakistan who works as a freelancer.');
  });
});
