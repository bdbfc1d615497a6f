// Where the learning pages lead, written once (second spec §2.9–2.13; the programme pages' paths carry the
// association's short name, as the route table does).
import { withOrg } from 'shared-api';

type Id = number | string;
type CourseRef = { id: Id; slug: string };

export const careerCertificatesPath = withOrg('/{org}-google-career-certificates');
export const dashboardCareerCertificatesPath = withOrg('/dashboard/{org}-google-career-certificates');
export const softSkillsPath = withOrg('/{org}-google-soft-skills');

export const coursePath = (course: CourseRef) => `/dashboard/course/${encodeURIComponent(course.slug)}/${course.id}`;
export const enrolPath = (programId: Id, course: CourseRef) => `/dashboard/${programId}/enroll-course/${course.id}/${encodeURIComponent(course.slug)}`;
export const thankYouPath = (hashed: string) => `/dashboard/course/thankyou?id=${encodeURIComponent(hashed)}`;
export const getCertifiedPath = (courseId: Id) => `/dashboard/get-certified/${courseId}`;
export const startQuizPath = (courseId: Id) => `/dashboard/${courseId}/start-quiz`;
export const quizResultPath = (courseId: Id, attemptId: Id) => `/dashboard/${courseId}/quiz-result/${attemptId}`;
