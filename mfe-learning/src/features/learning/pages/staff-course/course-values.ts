// A course as its form holds it (dates in Karachi time, what you'll learn one point a line, numbers as typed) and
// as the server takes it.
import type { StaffCourse } from '../../shapes';
import { fromLocalInput, toLocalInput } from '../../staff/karachi-time';

export interface CourseValues {
  /** a programme's id as the select holds it */
  program_id: string;
  title: string;
  batch: string;
  description: string;
  /** one point a line */
  features: string;
  image: string | null;
  start_date: string;
  end_date: string;
  published: boolean;
  registrations_open: boolean;
  requires_acceptance: boolean;
  certification: boolean;
  quiz_allowed_attempts: number | string;
  quiz_passing_percentage: number | string;
  quiz_description: string;
  show_score: boolean;
  post_program_questionnaire_link: string;
}

/** A new course starts as a draft with registrations closed, so nothing reaches members before staff say so. */
export const blankCourse = (programId: string): CourseValues => ({
  program_id: programId,
  title: '',
  batch: '',
  description: '',
  features: '',
  image: null,
  start_date: '',
  end_date: '',
  published: false,
  registrations_open: false,
  requires_acceptance: false,
  certification: false,
  quiz_allowed_attempts: 3,
  quiz_passing_percentage: 60,
  quiz_description: '',
  show_score: true,
  post_program_questionnaire_link: '',
});

export const valuesOf = (course: StaffCourse): CourseValues => ({
  program_id: String(course.program_id),
  title: course.title,
  batch: course.batch,
  description: course.description,
  features: course.features.join('\n'),
  image: course.image,
  start_date: toLocalInput(course.start_date),
  end_date: toLocalInput(course.end_date),
  published: course.published,
  registrations_open: course.registrations_open,
  requires_acceptance: course.requires_acceptance,
  certification: course.certification,
  quiz_allowed_attempts: course.quiz_allowed_attempts,
  quiz_passing_percentage: course.quiz_passing_percentage,
  quiz_description: course.quiz_description,
  show_score: course.show_score,
  post_program_questionnaire_link: course.post_program_questionnaire_link ?? '',
});

/** What the shared course schema judges and the server receives (once the schema has cast it). */
export const courseInput = (values: CourseValues) => ({
  ...values,
  features: values.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  start_date: fromLocalInput(values.start_date),
  end_date: fromLocalInput(values.end_date),
});

/** Every message about a point of what you'll learn belongs to the one box that holds them all. */
export const courseFieldOf = (path: string) => (path.startsWith('features') ? 'features' : path);
