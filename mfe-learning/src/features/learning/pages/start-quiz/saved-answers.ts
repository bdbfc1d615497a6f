// A quiz's answers kept on the device until they are submitted (a reload, a lost connection or a closed tab loses
// nothing), under the member, the course and the questionnaire: another member on a shared computer never sees
// them, and answers to a quiz that staff have since changed are never offered for the new one.
import type { LearningQuestion } from '../../shapes';

const PREFIX = 'learning.quiz-answers';

export type Answers = Record<string, string>;

const courseKey = (memberId: string, courseId: number) => `${PREFIX}:${memberId}:${courseId}:`;
export const savedAnswersKey = (memberId: string, courseId: number, questionnaireId: number) => `${courseKey(memberId, courseId)}${questionnaireId}`;

// Storage can be refused (a private window, a full disk): the quiz then simply works without it.
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The saved answers that still fit the questions: a choice that is still offered, any text. */
export function readSavedAnswers(key: string, questions: LearningQuestion[]): Answers {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  if (!saved || typeof saved !== 'object') return {};
  const answers: Answers = {};
  for (const q of questions) {
    const value = (saved as Record<string, unknown>)[`q${q.id}`];
    if (typeof value !== 'string') continue;
    if (q.type === 'mcq' && !q.choices.some((c) => String(c.id) === value)) continue;
    answers[`q${q.id}`] = value;
  }
  return answers;
}

export function saveAnswers(key: string, answers: Answers) {
  try {
    storage()?.setItem(key, JSON.stringify(answers));
  } catch {
    // full or refused: the answers stay in the form
  }
}

export function forgetAnswers(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing was kept
  }
}

/** Drops what was kept for this course's earlier questionnaires, which can no longer be submitted. */
export function forgetOtherQuestionnaires(memberId: string, courseId: number, keep: string) {
  const store = storage();
  if (!store) return;
  try {
    const prefix = courseKey(memberId, courseId);
    const stale = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => Boolean(k?.startsWith(prefix)) && k !== keep);
    for (const k of stale) store.removeItem(k);
  } catch {
    // nothing to tidy
  }
}
