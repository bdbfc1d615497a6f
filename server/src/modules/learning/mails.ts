// What a member hears of their enrolment by e-mail (transactional mail, at their account's address): that it was
// received, and the association's decision on a shortlisted course, with the note staff wrote.
import { layout, ORG } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../plugins/mailer.js';

interface EnrolledCourse {
  title: string;
  programme: string;
  url: string;
}

function mail(to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  return { to, subject, text: `${paragraphs.join('\n\n')}\n\n${link.label}: ${link.href}\n`, html: layout(paragraphs, link) };
}

export function enrolmentReceivedMail(to: string, name: string, course: EnrolledCourse, waitsForDecision: boolean): MailMessage {
  const next = waitsForDecision
    ? 'Places are limited: the association shortlists applicants and will e-mail you its decision.'
    : 'You are enrolled. The course page has its dates and, when it opens, its quiz and certificate.';
  return mail(to, `Your enrolment in ${course.title}`, [`Dear ${name},`, `Thank you for enrolling in ${course.title} (${course.programme}).`, next, ORG], {
    href: course.url,
    label: 'View the course',
  });
}

export function enrolmentDecisionMail(to: string, name: string, course: EnrolledCourse, decision: 'accepted' | 'declined', note: string): MailMessage {
  const lead =
    decision === 'accepted'
      ? `Good news: your enrolment in ${course.title} (${course.programme}) has been accepted.`
      : `Thank you for applying to ${course.title} (${course.programme}). We are sorry: your enrolment was not accepted this time.`;
  const paragraphs = [`Dear ${name},`, lead, ...(note ? [note] : []), ORG];
  return mail(to, decision === 'accepted' ? `You are accepted: ${course.title}` : `Your enrolment in ${course.title}`, paragraphs, { href: course.url, label: 'View the course' });
}
