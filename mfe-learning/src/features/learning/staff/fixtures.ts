// Staff learning records for tests, as the server answers them; each test changes only what it is about.
import type { StaffCourse, StaffCourseEnrolment, StaffCourseRow, StaffLearningProgram, StaffQuestion, StaffQuizResult } from '../shapes';

export const courseRow = (overrides: Partial<StaffCourseRow> = {}): StaffCourseRow => ({
  id: 5,
  program_id: 1,
  slug: 'google-data-analytics',
  title: 'Google Data Analytics',
  batch: 'Batch 2',
  published: true,
  registrations_open: true,
  registrations_closed: false,
  certification: true,
  start_date: '2026-11-01T05:00:00.000Z',
  end_date: '2026-12-01T14:00:00.000Z',
  enrolments: { pending: 4, accepted: 12, declined: 3 },
  attempts: 9,
  certified: 6,
  ...overrides,
});

export const quizQuestions = (): StaffQuestion[] => [
  {
    id: 71,
    question: 'Which tool cleans data in a spreadsheet?',
    type: 'mcq',
    points: 4,
    choices: [
      { id: 701, answer: 'TRIM', correct: true },
      { id: 702, answer: 'SUM', correct: false },
    ],
  },
  {
    id: 72,
    question: 'What is a pivot table for?',
    type: 'mcq',
    points: 6,
    choices: [
      { id: 703, answer: 'Summarising data', correct: true },
      { id: 704, answer: 'Drawing charts', correct: false },
    ],
  },
  { id: 73, question: 'Tell us about a data set you have worked with.', type: 'text', points: 0, choices: [] },
];

export const staffCourse = (overrides: Partial<StaffCourse> = {}): StaffCourse => ({
  ...courseRow(),
  description: '<p>Learn to analyse data.</p>',
  features: ['Spreadsheets', 'SQL'],
  image: null,
  requires_acceptance: true,
  quiz_allowed_attempts: 3,
  quiz_passing_percentage: 60,
  quiz_description: 'Twenty questions on the course.',
  show_score: true,
  post_program_questionnaire_link: null,
  quiz: { id: 40, title: 'Quiz', description: '', questions: quizQuestions() },
  quiz_total_score: 10,
  quiz_passing_score: 6,
  updated_at: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

export const staffProgram = (overrides: Partial<StaffLearningProgram> = {}): StaffLearningProgram => ({
  id: 1,
  key: 'career-certificates',
  title: 'Google Career Certificates',
  summary: 'Scholarships for Google Career Certificates.',
  register_course_id: 5,
  questionnaire: {
    id: 30,
    title: 'Enrolment',
    description: '',
    questions: [
      {
        id: 81,
        question: 'Do you have a laptop?',
        type: 'mcq',
        points: 0,
        choices: [
          { id: 801, answer: 'Yes', correct: false },
          { id: 802, answer: 'No', correct: false },
        ],
      },
      { id: 82, question: 'Why do you want this scholarship?', type: 'text', points: 0, choices: [] },
    ],
  },
  courses: [
    courseRow(),
    courseRow({ id: 6, slug: 'google-ux-design', title: 'Google UX Design', batch: '', published: false, registrations_open: false, registrations_closed: true, certification: false, enrolments: { pending: 0, accepted: 0, declined: 0 }, attempts: 0, certified: 0 }),
  ],
  ...overrides,
});

export const enrolment = (overrides: Partial<StaffCourseEnrolment> = {}): StaffCourseEnrolment => ({
  id: 301,
  member: { member_id: 'ayesha1234567890', member_id_formatted: 'FAP-7K3M-Q9TD', name: 'Ayesha Siddiqui', email: 'ayesha.siddiqui@example.com', phone: '03001234567' },
  course: { id: 5, name: 'Google Data Analytics (Batch 2)' },
  status: 'pending',
  answers: [
    { question: 'Do you have a laptop?', answer: 'Yes' },
    { question: 'Why do you want this scholarship?', answer: 'To find work as a data analyst.' },
  ],
  created_at: '2026-11-05T07:30:00.000Z',
  decided_at: null,
  decided_by: null,
  ...overrides,
});

export const result = (overrides: Partial<StaffQuizResult> = {}): StaffQuizResult => ({
  id: 901,
  member: { member_id: 'bilal1234567890a', member_id_formatted: 'FAP-2B4C-8D6E', name: 'Bilal Ahmed', email: 'bilal.ahmed@example.com', phone: '03211234567' },
  attempt_number: 2,
  scored_points: 8,
  total_points: 10,
  percentage: 80,
  passed: true,
  certified: true,
  text_answers: [{ question: 'Tell us about a data set you have worked with.', answer: 'Sales of a Lahore bakery.' }],
  submitted_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
