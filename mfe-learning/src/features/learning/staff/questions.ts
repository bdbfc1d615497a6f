// A questionnaire or a quiz as its editor holds it, and as the server takes it. The programme's enrolment
// questionnaire has no right answers and no points; a course's quiz has both.
import type { StaffQuestion } from '../shapes';

export interface ChoiceValues {
  /** a name for the list's keys, so an answer keeps its field (and focus) when another one is removed */
  uid: string;
  answer: string;
  correct: boolean;
}

export interface QuestionValues {
  uid: string;
  question: string;
  type: string;
  /** as typed; a text question's are not sent */
  points: number | string;
  choices: ChoiceValues[];
}

export interface QuestionsValues {
  questions: QuestionValues[];
}

export const QUESTION_TYPE_OPTIONS = [
  { value: 'mcq', label: 'Multiple choice' },
  { value: 'text', label: 'Text' },
];

let made = 0;
const uid = () => `item-${++made}`;

export const blankChoice = (): ChoiceValues => ({ uid: uid(), answer: '', correct: false });
export const blankQuestion = (): QuestionValues => ({ uid: uid(), question: '', type: 'mcq', points: 1, choices: [blankChoice(), blankChoice()] });

export const questionsValuesOf = (questions: StaffQuestion[] = []): QuestionsValues => ({
  questions: questions.map((q) => ({
    uid: uid(),
    question: q.question,
    type: q.type,
    points: q.points,
    choices: q.choices.map((c) => ({ uid: uid(), answer: c.answer, correct: c.correct })),
  })),
});

const isMcq = (q: QuestionValues) => q.type === 'mcq';

/** The enrolment questionnaire as sent: a text question has no answers to choose from. */
export const questionnaireInput = ({ questions }: QuestionsValues) => ({
  questions: questions.map((q) => ({ question: q.question, type: q.type, choices: isMcq(q) ? q.choices.map((c) => ({ answer: c.answer })) : [] })),
});

/**
 * The quiz as sent: a text question is worth nothing and has no answers, whatever its hidden fields still hold
 * (they come back if staff switch it to multiple choice again). Points stay as typed for the schema to judge.
 */
export const quizInput = ({ questions }: QuestionsValues) => ({
  questions: questions.map((q) => ({
    question: q.question,
    type: q.type,
    points: isMcq(q) ? q.points : 0,
    choices: isMcq(q) ? q.choices.map((c) => ({ answer: c.answer, correct: c.correct })) : [],
  })),
});

/** The quiz's total: the points of its multiple-choice questions (text questions are not scored). */
export const totalPoints = ({ questions }: QuestionsValues) =>
  questions.filter(isMcq).reduce((sum, q) => {
    const points = Number(q.points);
    return sum + (Number.isInteger(points) && points > 0 ? points : 0);
  }, 0);

/** The score that passes: the percentage of the total, rounded up (as the server scores it). */
export const passingScore = (total: number, percentage: number) => Math.ceil((total * percentage) / 100);
