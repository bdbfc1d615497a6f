// Learning programmes, courses, enrolment, quizzes and certificates (second spec §7 calls, kept as the spec writes
// them), the programme pages' read, the certificate's file, and the staff's half: the calls' one written path
// (decision 016). A course certificate is verified by the membership feature's GET /verify/{code}, one page for both.
import { calls } from 'shared-api/contract';

export const learningCalls = calls({
  getProgram: 'GET /programs/:programKey',
  getCourseProgram: 'GET /course-program',
  enrollInCourse: 'POST /course',
  getEnrolment: 'GET /course-enrollment/:hashedId',
  getCourse: 'GET /courses/:courseId',
  getCertifiedAttempt: 'GET /user-is-certified/:courseId',
  getQuizCertificate: 'GET /get-quiz-certificate/:attemptId',
  getCourseCertificatePdf: 'GET /course-certificates/:certificateId/certificate.pdf (file)',
  checkQuizEligibility: 'GET /courses/:courseId/check-quiz-eligibility',
  getQuizInstructions: 'GET /courses/:courseId/quiz-questionnaire',
  getCourseQuiz: 'GET /get-course-quiz/:courseId',
  submitQuiz: 'POST /course/submit-quiz',
  getQuizResult: 'GET /get-quiz-result/:attemptId',
  getStaffPrograms: 'GET /staff/learning/programs',
  getStaffProgram: 'GET /staff/learning/programs/:programId',
  updateProgram: 'POST /staff/learning/programs/:programId',
  saveProgramQuestionnaire: 'POST /staff/learning/programs/:programId/questionnaire',
  createCourse: 'POST /staff/learning/courses',
  getStaffCourse: 'GET /staff/learning/courses/:courseId',
  updateCourse: 'POST /staff/learning/courses/:courseId',
  saveCourseQuiz: 'POST /staff/learning/courses/:courseId/quiz',
  getStaffEnrolments: 'GET /staff/learning/enrolments',
  getCourseEnrolments: 'GET /staff/learning/courses/:courseId/enrolments',
  exportCourseEnrolments: 'GET /staff/learning/courses/:courseId/enrolments.csv (file)',
  decideEnrolment: 'POST /staff/learning/enrolments/:enrolmentId/decision',
  decideEnrolments: 'POST /staff/learning/enrolments/decision',
  getCourseResults: 'GET /staff/learning/courses/:courseId/results',
  exportCourseResults: 'GET /staff/learning/courses/:courseId/results.csv (file)',
});
