// This remote's islands (docs/decisions/028), by the name its pages give each `Island`: the parts of a page that
// hydrates as islands which respond to a person. Each is loaded when it hydrates.
import { defineIslands } from 'shared-ui';

export default defineIslands({
  quiz: () => import('./features/learning/pages/start-quiz/QuizForm').then((m) => m.QuizForm),
  'course-card': () => import('./features/learning/programme/CourseCard').then((m) => m.CourseCard),
  'story-carousel': () => import('./features/learning/career-certificates/StoryCarousel').then((m) => m.StoryCarousel),
});
