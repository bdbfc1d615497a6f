import type { RemoteRouteTable } from 'shared-api';

// The routes this remote owns; the build writes this table beside its federation manifest.
const routes: RemoteRouteTable = [
  { path: '/{org}-google-career-certificates', page: 'career-certificates', access: 'public', title: 'Google Career Certificates' },
  { path: '/{org}-google-soft-skills', page: 'soft-skills', access: 'public', title: 'Google Soft Skills Program', menu: [{ menu: 'dashboard', group: 'Learn', label: 'Soft Skills Program', order: 230 }] },
  { path: '/dashboard/{org}-google-career-certificates', page: 'dashboard-programme', access: 'member', title: 'Google Career Certificates', menu: [{ menu: 'dashboard', group: 'Learn', label: 'Google Career Certificates', order: 220 }] },
  { path: '/dashboard/course/:courseSlug/:courseId', page: 'course', access: 'member', title: 'Course' },
  { path: '/dashboard/:programId/enroll-course/:courseId/:courseName', page: 'enroll-course', access: 'member', title: 'Course Enrolment' },
  { path: '/dashboard/course/thankyou', page: 'course-thankyou', access: 'member', title: 'Thank You' },
  { path: '/dashboard/get-certified/:courseId', page: 'get-certified', access: 'member', title: 'Get Certified' },
  { path: '/dashboard/:courseId/start-quiz', page: 'start-quiz', access: 'member', title: 'Quiz' },
  { path: '/dashboard/:courseId/quiz-result/:attemptId', page: 'quiz-result', access: 'member', title: 'Quiz Result' },
];

export default routes;
