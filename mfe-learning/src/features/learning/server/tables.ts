// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from '../../../../../server/src/kit.js';
import type { EnrolmentStatus, ProgramKey, QuestionType } from '../enums.js';

export interface LearningQuestionnairesTable {
  id: Generated<number>;
  title: Generated<string>;
  description: Generated<string>;
  created_at: CreatedAt;
}

export interface LearningQuestionsTable {
  id: Generated<number>;
  questionnaire_id: number;
  position: number;
  question: string;
  type: QuestionType;
  /** a correct answer's points (multiple choice); 0 for a text question */
  points: Generated<number>;
}

export interface LearningChoicesTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  answer: string;
  correct: Generated<boolean>;
}

export interface LearningProgramsTable {
  id: Generated<number>;
  key: ProgramKey;
  title: string;
  summary: Generated<string>;
  questionnaire_id: number | null;
  register_course_id: number | null;
  updated_at: UpdatedAt;
}

export interface CoursesTable {
  id: Generated<number>;
  program_id: number;
  slug: string;
  title: string;
  batch: Generated<string>;
  description: string;
  features: Json<string[]>;
  image: string | null;
  image_width: Generated<number>;
  image_height: Generated<number>;
  start_date: Date | null;
  end_date: Date | null;
  published: Generated<boolean>;
  registrations_open: Generated<boolean>;
  requires_acceptance: Generated<boolean>;
  certification: Generated<boolean>;
  quiz_questionnaire_id: number | null;
  quiz_allowed_attempts: Generated<number>;
  quiz_passing_percentage: Generated<number>;
  quiz_description: Generated<string>;
  show_score: Generated<boolean>;
  post_program_questionnaire_link: string | null;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A question as it was asked and what the member answered (`answer` is the chosen choice's text, or the text). */
export interface AnsweredQuestion {
  question_id: number;
  question: string;
  type: QuestionType;
  value: string;
  answer: string;
}

/** A quiz answer as it was scored. */
export interface ScoredAnswer extends AnsweredQuestion {
  correct: boolean;
  points: number;
}

export interface CourseEnrolmentsTable {
  id: Generated<number>;
  hashed_id: string;
  user_id: number;
  course_id: number;
  questionnaire_id: number | null;
  answers: Json<AnsweredQuestion[]>;
  status: ColumnType<EnrolmentStatus, EnrolmentStatus | undefined, EnrolmentStatus>;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  questionnaire_id: number;
  attempt_number: number;
  answers: Json<ScoredAnswer[]>;
  scored_points: number;
  total_points: number;
  passing_points: number;
  passed: boolean;
  created_at: CreatedAt;
}

export interface CourseCertificatesTable {
  /** taken from the sequence before the certificate is drawn (its code is made from it) */
  id: number;
  user_id: number;
  course_id: number;
  attempt_id: number;
  /** SHA-256 of the code in the certificate's QR (certificates.ts makes the code from the id) */
  code_hash: string;
  name: string;
  course_title: string;
  programme_title: string;
  score: string | null;
  pdf: Buffer;
  issued_at: CreatedAt;
}

export interface LearningTables {
  learning_questionnaires: LearningQuestionnairesTable;
  learning_questions: LearningQuestionsTable;
  learning_choices: LearningChoicesTable;
  learning_programs: LearningProgramsTable;
  courses: CoursesTable;
  course_enrolments: CourseEnrolmentsTable;
  quiz_attempts: QuizAttemptsTable;
  course_certificates: CourseCertificatesTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends LearningTables {}
}
