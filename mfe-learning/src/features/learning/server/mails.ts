// What a member hears of their enrolment by e-mail (transactional mail, at their account's address): that it was
// received, and the association's decision on a shortlisted course, with the note staff wrote. In the member's language.
import { layout, ORG, tr, type MailMessage } from '../../../../../server/src/kit.js';
import type { Locale } from '../../../../../shared-api/src/locale.js';

interface EnrolledCourse {
  title: string;
  programme: string;
  url: string;
}

function mail(locale: Locale, to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  return { to, subject, text: `${paragraphs.join('\n\n')}\n\n${link.label}: ${link.href}\n`, html: layout(locale, paragraphs, link) };
}

export function enrolmentReceivedMail(to: string, name: string, course: EnrolledCourse, waitsForDecision: boolean, locale: Locale): MailMessage {
  const next = waitsForDecision
    ? tr(locale, 'Places are limited: the association shortlists applicants and will e-mail you its decision.')
    : tr(locale, 'You are enrolled. The course page has its dates and, when it opens, its quiz and certificate.');
  const values = { name, course: course.title, programme: course.programme };
  return mail(
    locale,
    to,
    tr(locale, 'Your enrolment in {course}', values),
    [tr(locale, 'Dear {name},', values), tr(locale, 'Thank you for enrolling in {course} ({programme}).', values), next, ORG],
    { href: course.url, label: tr(locale, 'View the course') },
  );
}

export function enrolmentDecisionMail(to: string, name: string, course: EnrolledCourse, decision: 'accepted' | 'declined', note: string, locale: Locale): MailMessage {
  const values = { name, course: course.title, programme: course.programme };
  const lead =
    decision === 'accepted'
      ? tr(locale, 'Good news: your enrolment in {course} ({programme}) has been accepted.', values)
      : tr(locale, 'Thank you for applying to {course} ({programme}). We are sorry: your enrolment was not accepted this time.', values);
  // Staff's note stays in the words they wrote it in.
  const paragraphs = [tr(locale, 'Dear {name},', values), lead, ...(note ? [note] : []), ORG];
  const subject = decision === 'accepted' ? tr(locale, 'You are accepted: {course}', values) : tr(locale, 'Your enrolment in {course}', values);
  return mail(locale, to, subject, paragraphs, { href: course.url, label: tr(locale, 'View the course') });
}
