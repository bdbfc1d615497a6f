// Demo learning: the scholarship programme with its nine certificate programmes (registrations closed, as the spec
// shows them; one earlier intake shortlisted, with enrolments waiting for staff), and the soft skills programme whose
// second batch is open for enrolment with its quiz and certificate (the course its page's Register Now enrols in).
// Dates are relative to the day the site is first started. Staff change all of it from /staff/learning.
import type { Transaction } from 'kysely';
import { newHashedId } from '../../../../mfe-learning/src/features/learning/server/enrolments.js';
import { insertQuestionnaire, loadQuestionnaire, type QuestionInput } from '../../../../mfe-learning/src/features/learning/server/questionnaires.js';
import { newStorageKey } from '../../lib/crypto.js';
import { slugOf } from '../../lib/slugs.js';
import type { Storage } from '../../plugins/storage.js';
import type { Database } from '../schema.js';
import { illustrationSvg } from './content/images.js';
import { demoMembers } from './members.js';

const DAY = 86_400_000;

const mcq = (question: string, choices: string[], correct = -1, points = 0): QuestionInput => ({
  question,
  type: 'mcq',
  points,
  choices: choices.map((answer, i) => ({ answer, correct: i === correct })),
});
const text = (question: string): QuestionInput => ({ question, type: 'text', choices: [] });

interface DemoCourse {
  title: string;
  /** what its picture shows (seed/content/images.ts sceneFor) */
  topic: string;
  description: string;
  features: string[];
}

const certificatePrograms: DemoCourse[] = [
  {
    title: 'Google IT Support',
    topic: 'laptop at work',
    description: 'Start a career in IT support: troubleshooting, customer service, networking, operating systems and security, taught by Google practitioners.',
    features: ['Troubleshooting hardware and software', 'Computer networking basics', 'Linux and Windows administration', 'Customer support that keeps clients'],
  },
  {
    title: 'Google Data Analytics',
    topic: 'report',
    description: 'Learn to clean, analyse and visualise data with spreadsheets, SQL, Tableau and R, and present findings clients act on.',
    features: ['Spreadsheets and SQL for analysis', 'Data cleaning and validation', 'Dashboards in Tableau', 'Presenting findings to stakeholders'],
  },
  {
    title: 'Google Project Management',
    topic: 'report',
    description: 'Plan, run and close projects with traditional and Agile methods, and manage clients, budgets and risks with confidence.',
    features: ['Project initiation and planning', 'Agile and Scrum in practice', 'Budgets, risks and change', 'Stakeholder communication'],
  },
  {
    title: 'Google UX Design',
    topic: 'design portfolio',
    description: 'Design user experiences from research to high-fidelity prototypes in Figma, and build a portfolio of three projects.',
    features: ['User research and personas', 'Wireframes and prototypes in Figma', 'Usability testing', 'A portfolio of three projects'],
  },
  {
    title: 'Google Digital Marketing & E-commerce',
    topic: 'e-commerce store',
    description: 'Attract and keep customers online: search, social and e-mail marketing, analytics, and running an online store.',
    features: ['Search engine and social media marketing', 'E-mail campaigns that convert', 'Measuring with analytics', 'Setting up and running an online store'],
  },
  {
    title: 'Google IT Automation with Python',
    topic: 'laptop at work',
    description: 'Automate everyday IT tasks with Python, Git and the cloud, and configure systems at scale.',
    features: ['Python scripts for real tasks', 'Version control with Git and GitHub', 'Troubleshooting and debugging', 'Configuration management and the cloud'],
  },
  {
    title: 'Google Advanced Data Analytics',
    topic: 'research figures',
    description: 'Go beyond the basics: statistics, regression and machine learning with Python, for analysts ready to grow.',
    features: ['Statistics and hypothesis testing', 'Regression models', 'Machine learning foundations', 'Communicating technical results'],
  },
  {
    title: 'Google Business Intelligence',
    topic: 'report',
    description: 'Turn data into decisions: data models, pipelines and dashboards that give a business the numbers it needs.',
    features: ['Data modelling and pipelines', 'Dashboards and reports', 'Working with stakeholders', 'A business intelligence portfolio'],
  },
  {
    title: 'Google Cybersecurity',
    topic: 'laptop at work',
    description: 'Protect people and data: security frameworks, network security, Linux, SQL and Python for security analysts.',
    features: ['Security frameworks and controls', 'Network security', 'Linux, SQL and Python for security', 'Detecting and responding to incidents'],
  },
];

const softSkillsQuiz: QuestionInput[] = [
  mcq('A client’s brief is unclear. What should you do first?', ['Ask clarifying questions before you quote', 'Start the work and adjust later', 'Quote a high price to be safe', 'Decline the project'], 0, 2),
  mcq(
    'Which message best tells a client about a delay?',
    ['“Sorry, it’s late.”', '“The designs will be a day late because the photos arrived late; you will have them on Thursday at noon.”', 'Say nothing until the work is ready', '“It will be ready soon.”'],
    1,
    2,
  ),
  mcq('What is active listening on a client call?', ['Taking notes in silence', 'Waiting for your turn to speak', 'Repeating back what you understood and asking questions', 'Agreeing with everything the client says'], 2, 2),
  mcq('A client sends harsh feedback on your delivery. What is the best reply?', ['Argue your case point by point', 'Thank them, ask exactly what to change and agree the next steps', 'Ignore the message', 'Offer a refund at once'], 1, 2),
  mcq('You work for three clients this week. What helps you deliver on time?', ['Answering whoever writes first', 'Promising every delivery for tomorrow', 'Working only at night', 'Blocking time for each client and sharing realistic deadlines'], 3, 2),
  mcq('A teammate misses a deadline that affects your work. What helps most?', ['Telling the client it was their fault', 'Talking to them privately about the impact and agreeing a new plan', 'Doing their work without a word', 'Leaving the project'], 1, 2),
  text('What is one thing you will change in how you work with clients after this programme?'),
];

export async function seedLearning(trx: Transaction<Database>, storage: Storage, today = new Date()) {
  const image = async (label: string, palette: [string, string, string], variant: number, topic: string) => {
    const svg = illustrationSvg(label, palette, variant, topic);
    const key = newStorageKey('svg');
    await storage.put(key, Buffer.from(svg.svg, 'utf8'), 'image/svg+xml');
    return { image: key, image_width: svg.width, image_height: svg.height };
  };
  const daysFromToday = (days: number) => new Date(today.getTime() + days * DAY);

  // ---- The scholarship programme ----
  const scholarshipQuestions = await insertQuestionnaire(trx, {
    title: 'Google Career Certificates: enrolment',
    questions: [
      mcq('Which best describes your work today?', ['Full-time freelancer', 'Student', 'Employed, freelancing on the side', 'Looking for work']),
      mcq('How many hours a week can you give to the course?', ['Under 5', '5 to 10', 'More than 10']),
      text('Why should we choose you for this scholarship?'),
    ],
  });
  const { id: scholarship } = await trx
    .insertInto('learning_programs')
    .values({
      key: 'career-certificates',
      title: 'Google Career Certificates',
      summary: 'A fully funded scholarship for high-performing freelancers: 500 places on Google Career Certificates, followed by a four-week soft skills programme.',
      questionnaire_id: scholarshipQuestions,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const palettes: [string, string, string][] = [
    ['#0b4f3a', '#137f53', '#8fd6b4'],
    ['#123c69', '#1f6fb2', '#9cc9f0'],
    ['#4a2c6b', '#7b4bb0', '#cdb5ef'],
  ];
  const certificateCourseIds: number[] = [];
  for (const [i, course] of certificatePrograms.entries()) {
    const { id } = await trx
      .insertInto('courses')
      .values({
        program_id: scholarship,
        slug: slugOf(course.title, 'course'),
        title: course.title,
        description: `<p>${course.description}</p>`,
        features: JSON.stringify(course.features),
        ...(await image(course.title, palettes[i % palettes.length], i, course.topic)),
        // The last intake's dates: registrations are closed until staff open the next one.
        start_date: daysFromToday(-120),
        end_date: daysFromToday(-90),
        published: true,
        registrations_open: false,
        // The scholarship is shortlisted: staff accept or decline each enrolment.
        requires_acceptance: true,
        sort_order: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    certificateCourseIds.push(id);
  }

  // ---- The soft skills programme ----
  const softSkillsQuestions = await insertQuestionnaire(trx, {
    title: 'Google Soft Skills Program: enrolment',
    questions: [mcq('How long have you been freelancing?', ['Less than a year', '1 to 3 years', 'More than 3 years']), text('What would you most like to get better at?')],
  });
  const { id: softSkills } = await trx
    .insertInto('learning_programs')
    .values({
      key: 'soft-skills',
      title: 'Google Soft Skills Program',
      summary: 'Four weeks, one video a week, then a quiz and a certificate: the skills that win and keep clients. Open to every member.',
      questionnaire_id: softSkillsQuestions,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const softSkillsCourse = {
    program_id: softSkills,
    title: 'Soft Skills for Freelancers',
    description:
      '<p>Communication, teamwork, problem solving and managing your time: one short video a week for four weeks, then a quiz. Pass it to earn your certificate.</p>',
    features: JSON.stringify(['Communicating with clients', 'Working in distributed teams', 'Solving problems under pressure', 'Managing your time and your week']),
    published: true,
    certification: true,
    quiz_allowed_attempts: 3,
    quiz_passing_percentage: 60,
    quiz_description: 'Six multiple-choice questions on the four modules, and one question to answer in your own words (it is not scored). Reach the pass mark below to earn your certificate.',
  };
  const batches = [
    { batch: 'Batch 1', start: -100, end: -70, open: false },
    { batch: 'Batch 2', start: -10, end: 20, open: true },
  ];
  const batchIds: number[] = [];
  for (const [i, b] of batches.entries()) {
    const quiz = await insertQuestionnaire(trx, { title: `Soft Skills for Freelancers (${b.batch}): quiz`, questions: softSkillsQuiz });
    const { id } = await trx
      .insertInto('courses')
      .values({
        ...softSkillsCourse,
        slug: slugOf(`${softSkillsCourse.title} ${b.batch}`, 'course'),
        batch: b.batch,
        ...(await image('Soft Skills for Freelancers', ['#7a3b00', '#c46a12', '#f6c48f'], i, 'community meetup')),
        start_date: daysFromToday(b.start),
        end_date: daysFromToday(b.end),
        registrations_open: b.open,
        quiz_questionnaire_id: quiz,
        sort_order: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    batchIds.push(id);
  }
  await trx.updateTable('learning_programs').set({ register_course_id: batchIds[1] }).where('id', '=', softSkills).execute();

  // ---- The last scholarship intake's applications, waiting for staff ----
  // Generated members (the hand-written demo accounts stay free to enrol in anything).
  const applicants = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'member')
    .where(
      'email',
      'not in',
      demoMembers.map((m) => m.email),
    )
    .orderBy('id')
    .limit(6)
    .execute();
  const reasons = [
    'I deliver data reports for two clients abroad and want to do the analysis myself.',
    'I have freelanced for three years and want a certificate clients recognise.',
    'Analytics is what my clients ask for most; I want to learn it properly.',
  ];
  const asked = (await loadQuestionnaire(trx, scholarshipQuestions))!;
  for (const [i, applicant] of applicants.entries()) {
    const answers = asked.questions.map((q) => {
      const choice = q.choices[(i + q.id) % Math.max(1, q.choices.length)];
      const written = reasons[i % reasons.length];
      return q.type === 'mcq'
        ? { question_id: q.id, question: q.question, type: q.type, value: String(choice.id), answer: choice.answer }
        : { question_id: q.id, question: q.question, type: q.type, value: written, answer: written };
    });
    await trx
      .insertInto('course_enrolments')
      .values({
        hashed_id: newHashedId(),
        user_id: applicant.id,
        course_id: certificateCourseIds[1],
        questionnaire_id: scholarshipQuestions,
        answers: JSON.stringify(answers),
        status: i < 4 ? 'pending' : 'accepted',
        created_at: daysFromToday(-100 + i),
      })
      .execute();
  }
}
