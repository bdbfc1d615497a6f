import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { QuizInstructions } from '../../shapes';
import { chakra } from 'shared-ui';

const Row = ({ label, value }: { label: string; value: string }) => (
  <chakra.tr borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
    <chakra.th scope="row" textAlign="start" fontWeight="medium" color="fg.muted" py="3" pe="4">
      {label}
    </chakra.th>
    <chakra.td py="3" textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
      {value}
    </chakra.td>
  </chakra.tr>
);

/**
 * The quiz in figures (spec §2.13: attempts used of allowed, questions, total score, passing score and percentage),
 * each said one way: "0 of 3" attempts used, and the pass mark in points with its percentage, "8 of 12 (60%)". Two
 * narrow columns, which fit a phone as they are.
 */
export function InstructionsTable({ instructions: q }: { instructions: QuizInstructions }) {
  const { quiz_attempts: used, quiz_allowed_attempts: allowed, quiz_total_score: total, quiz_passing_score: passing, quiz_passing_percentage: percentage } = q;
  return (
    <chakra.table w="full" maxW="md" borderWidth="1px" borderRadius="l2" borderCollapse="separate" borderSpacing="0" px="4">
      <chakra.caption textAlign="start" fontWeight="semibold" pb="2" captionSide="top">
        <Trans>About the quiz</Trans>
      </chakra.caption>
      <tbody>
        <Row label={t`Attempts used`} value={t`${used} of ${allowed}`} />
        <Row label={t`Total Questions`} value={String(q.quiz_questions)} />
        <Row label={t`Total Score`} value={String(q.quiz_total_score)} />
        <Row label={t`Pass mark`} value={t`${passing} of ${total} (${percentage}%)`} />
      </tbody>
    </chakra.table>
  );
}
