import type { RemoteRouteTable } from 'shared-api';
import type { learningCalls } from './features/learning/calls';

// The routes this remote owns; the build writes this table beside its federation manifest. The programme pages'
// courses come with the page (`data`, the learning feature's own read), so a visitor's first view waits on no API
// round trip.
const routes: RemoteRouteTable<typeof learningCalls> = [
  {
    path: '/{org}-google-career-certificates',
    page: 'career-certificates',
    access: 'public',
    title: 'Google Career Certificates',
    hydrate: 'islands',
    data: [{ call: 'getProgram', params: { programKey: 'career-certificates' } }],
  },
  {
    path: '/{org}-google-soft-skills',
    page: 'soft-skills',
    access: 'public',
    title: 'Google Soft Skills Program',
    hydrate: 'islands',
    menu: [{ menu: 'dashboard', group: 'Learn', label: 'Soft Skills Program', order: 230 }],
    data: [{ call: 'getProgram', params: { programKey: 'soft-skills' } }],
  },
  { path: '/dashboard/{org}-google-career-certificates', page: 'dashboard-programme', access: 'member', title: 'Google Career Certificates', menu: [{ menu: 'dashboard', group: 'Learn', label: 'Google Career Certificates', order: 220 }] },
  { path: '/dashboard/course/:courseSlug/:courseId', page: 'course', access: 'member', title: 'Course' },
  // spec §6: enrolment needs a complete profile; the quiz pages skip the check.
  { path: '/dashboard/:programId/enroll-course/:courseId/:courseName', page: 'enroll-course', access: 'complete-profile', title: 'Course Enrolment' },
  { path: '/dashboard/course/thankyou', page: 'course-thankyou', access: 'member', title: 'Thank You' },
  { path: '/dashboard/get-certified/:courseId', page: 'get-certified', access: 'member', title: 'Get Certified' },
  { path: '/dashboard/:courseId/start-quiz', page: 'start-quiz', access: 'member', title: 'Quiz', hydrate: 'islands' },
  { path: '/dashboard/:courseId/quiz-result/:attemptId', page: 'quiz-result', access: 'member', title: 'Quiz Result' },
  { path: '/staff/learning', page: 'staff-learning', access: 'staff', title: 'Learning', menu: [{ menu: 'staff', group: 'Learning', label: 'Programmes and courses', order: 975 }] },
  { path: '/staff/learning/programs/:programId', page: 'staff-program', access: 'staff', title: 'Programme' },
  { path: '/staff/learning/courses/new', page: 'staff-course', access: 'staff', title: 'New course' },
  { path: '/staff/learning/courses/:courseId', page: 'staff-course', access: 'staff', title: 'Course' },
  // Every course's enrolments: where the staff home's queue of those waiting for a decision leads (?status=pending).
  { path: '/staff/learning/enrolments', page: 'staff-enrolments', access: 'staff', title: 'Course enrolments' },
  { path: '/staff/learning/courses/:courseId/enrolments', page: 'staff-enrolments', access: 'staff', title: 'Course enrolments' },
  { path: '/staff/learning/courses/:courseId/results', page: 'staff-results', access: 'staff', title: 'Quiz results' },
];

export default routes;
